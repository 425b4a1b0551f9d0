import { useTranslation } from "react-i18next";

const LETTERS = ["W", "D", "L"] as const;
type FormLetter = (typeof LETTERS)[number];

const isFormLetter = (value: string): value is FormLetter =>
  (LETTERS as ReadonlyArray<string>).includes(value);

/** A team's last results, oldest first, as coloured pills (W, D, L); read aloud as words. */
export function FormPills({ form }: { readonly form: ReadonlyArray<string> }) {
  const { t } = useTranslation("statistics");
  const letters = form.filter(isFormLetter);
  if (letters.length === 0) return <span className="form-pills form-pills--none">–</span>;
  return (
    <span className="form-pills" role="img" aria-label={letters.map((l) => t(`form.${l}Name`)).join(", ")}>
      {letters.map((letter, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a form's results are in a fixed order
        <span key={index} className={`form-pill form-pill--${letter}`} aria-hidden="true">
          {t(`form.${letter}`)}
        </span>
      ))}
    </span>
  );
}
