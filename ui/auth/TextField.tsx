import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorIcon } from "../icons/UiIcons.tsx";
import { EyeIcon, EyeOffIcon } from "./AuthIcons.tsx";
import type { BoundField } from "./useAccountForm.ts";

/**
 * One labelled input of an account form. Its message (a broken rule, the server's refusal) sits under it
 * and is tied to it for screen readers; a password gets a show/hide toggle.
 */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  placeholder,
  hint,
  icon,
  autoFocus,
}: {
  readonly field: BoundField;
  readonly label: string;
  readonly type?: "text" | "email" | "password";
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** Quiet help under the input, shown while there is no message. */
  readonly hint?: ReactNode;
  readonly icon?: ReactNode;
  readonly autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const messageId = `${id}-message`;
  const invalid = field.invalid ?? field.message !== null;
  const isPassword = type === "password";
  return (
    <div className={`field${invalid ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {icon && <span className="field__icon">{icon}</span>}
        <input
          id={id}
          name={field.name}
          className={`field__input${icon ? " field__input--with-icon" : ""}${isPassword ? " field__input--with-toggle" : ""}`}
          type={isPassword && revealed ? "text" : type}
          value={field.value}
          autoComplete={autoComplete}
          placeholder={placeholder}
          disabled={field.disabled}
          // biome-ignore lint/a11y/noAutofocus: the first field of a page whose only job is this form.
          autoFocus={autoFocus}
          spellCheck={false}
          autoCapitalize={type === "text" ? "words" : "none"}
          aria-invalid={invalid}
          aria-describedby={field.message || hint ? messageId : undefined}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
        {isPassword && (
          <button
            type="button"
            className="field__toggle"
            aria-label={revealed ? t("auth.fields.hidePassword") : t("auth.fields.showPassword")}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        )}
      </div>
      {field.message ? (
        <p id={messageId} className="field__message" role="alert">
          <ErrorIcon size={15} />
          <span>{t(field.message.key, field.message.values)}</span>
        </p>
      ) : (
        hint && (
          <p id={messageId} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
