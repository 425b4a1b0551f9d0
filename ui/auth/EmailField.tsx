import { useTranslation } from "react-i18next";
import { MailIcon } from "./AuthIcons.tsx";
import { TextField } from "./TextField.tsx";
import type { BoundField } from "./useAccountForm.ts";

/** The e-mail input of the account forms, with the browser's autofill and keyboard for addresses. */
export function EmailField({
  field,
  autoFocus,
}: {
  readonly field: BoundField;
  readonly autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      field={field}
      label={t("auth.fields.email")}
      type="email"
      autoComplete="email"
      placeholder={t("auth.fields.emailPlaceholder")}
      icon={<MailIcon size={18} />}
      autoFocus={autoFocus}
    />
  );
}
