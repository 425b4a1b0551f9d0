import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "../../domain/accounts/validationLimits.ts";
import type { FieldRule } from "../../machines/accountForm/fieldRules.ts";
import { PASSWORD_STRENGTH_RULES } from "../../machines/accountForm/passwordChangeMachine.ts";
import { CheckIcon, DotIcon } from "./AuthIcons.tsx";

/**
 * The section 5 password rules as a live checklist: each turns green as the typed password keeps it, so
 * the user sees what is missing before submitting rather than after.
 */
export function PasswordChecklist({
  broken,
  touched,
}: {
  readonly broken: ReadonlyArray<FieldRule> | undefined;
  /** After the user left the field, what is still missing is marked as a problem, not a to-do. */
  readonly touched: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="password-checklist" aria-label={t("auth.passwordRules.title")}>
      {PASSWORD_STRENGTH_RULES.map((rule) => {
        const kept = !(broken ?? []).includes(rule) && !(broken ?? []).includes("required");
        return (
          <li
            key={rule}
            className={`password-checklist__item${kept ? " password-checklist__item--kept" : touched ? " password-checklist__item--missing" : ""}`}
          >
            {kept ? <CheckIcon size={14} /> : <DotIcon size={14} />}
            <span>{t(`auth.passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH })}</span>
            <span className="visually-hidden">
              {kept ? t("auth.passwordRules.kept") : t("auth.passwordRules.missing")}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
