import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BIOGRAPHY_MAX_LENGTH } from "../../../domain/accounts/validationLimits.ts";
import type { Message } from "../../auth/fieldMessage.ts";
import { ErrorIcon } from "../../icons/UiIcons.tsx";

/** The biography: a few lines of free text with a running count against its limit (section 5). */
export function BiographyField({
  value,
  message,
  disabled,
  onChange,
}: {
  readonly value: string;
  readonly message: Message | null;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  // Counted as the rules count: code points, so an emoji is one.
  const length = [...value.trim()].length;
  const invalid = message !== null;
  return (
    <div className={`field${invalid ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {t("accountSettings.profile.biography")}
      </label>
      <textarea
        id={id}
        name="biography"
        className="field__input settings-textarea"
        rows={4}
        value={value}
        disabled={disabled}
        placeholder={t("accountSettings.profile.biographyPlaceholder")}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${messageId} ${counterId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="settings-textarea__footer">
        {message ? (
          <p id={messageId} className="field__message" role="alert">
            <ErrorIcon size={15} />
            <span>{t(message.key, message.values)}</span>
          </p>
        ) : (
          <span />
        )}
        <span
          id={counterId}
          className={`settings-counter${length > BIOGRAPHY_MAX_LENGTH ? " settings-counter--over" : ""}`}
        >
          {t("accountSettings.profile.count", { length, max: BIOGRAPHY_MAX_LENGTH })}
        </span>
      </div>
    </div>
  );
}
