import { useId } from "react";
import { ErrorIcon } from "../icons/UiIcons.tsx";

/** One labelled field of the creation sheet: its problem (once shown) or its hint under it, tied to it. */
export function TipField({
  label,
  value,
  onChange,
  problem,
  hint,
  disabled,
  multiline = false,
  inputMode,
  name,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** What is wrong, in words; null when nothing is (or not yet shown). */
  readonly problem: string | null;
  readonly hint: string;
  readonly disabled: boolean;
  readonly multiline?: boolean;
  readonly inputMode?: "numeric";
  readonly name: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const common = {
    id,
    name,
    value,
    disabled,
    "aria-invalid": problem !== null,
    "aria-describedby": messageId,
  } as const;
  return (
    <div className={`field${problem ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {multiline ? (
          <textarea
            {...common}
            className="field__input tip-create__textarea"
            rows={4}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            className="field__input"
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      {problem ? (
        <p id={messageId} className="field__message" role="alert">
          <ErrorIcon size={15} />
          <span>{problem}</span>
        </p>
      ) : (
        <p id={messageId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
