import { useTranslation } from "react-i18next";
import { PASSWORD_STRENGTH_RULES } from "../../../machines/accountForm/passwordChangeMachine.ts";
import { FormAlert } from "../../auth/FormAlert.tsx";
import { PasswordChecklist } from "../../auth/PasswordChecklist.tsx";
import { Spinner } from "../../auth/Spinner.tsx";
import { TextField } from "../../auth/TextField.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { useAccountSettingsActors } from "./useAccountSettingsActors.ts";
import { useSettingsForm } from "./useSettingsForm.ts";

/**
 * `/settings/change-password`: the current password, a new one with the section 5 rules ticked off live,
 * and the new one again. A success is a toast and an empty form (the machine clears it).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useSettingsForm(useAccountSettingsActors().passwordChange);
  // The checklist shows the strength rules live, so the field itself only says what the list cannot.
  const newPassword = form.field("newPassword", PASSWORD_STRENGTH_RULES);
  return (
    <SettingsSection
      title={t("accountSettings.password.title")}
      description={t("accountSettings.password.description")}
      onSubmit={form.onSubmit}
      testId="change-password-form"
      footer={
        <>
          <p className="settings-section__note">{t("accountSettings.password.otherSessions")}</p>
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={form.submitting}
            aria-busy={form.submitting}
          >
            {form.submitting && <Spinner />}
            <span>
              {form.submitting
                ? t("accountSettings.password.submitting")
                : t("accountSettings.password.submit")}
            </span>
          </button>
        </>
      }
    >
      {form.failureMessage && (
        <FormAlert title={t("accountSettings.password.failed")} message={form.failureMessage} />
      )}
      <TextField
        field={form.field("currentPassword")}
        label={t("accountSettings.password.current")}
        type="password"
        autoComplete="current-password"
      />
      <div className="settings-field-group">
        <TextField
          field={newPassword}
          label={t("accountSettings.password.new")}
          type="password"
          autoComplete="new-password"
        />
        <PasswordChecklist broken={form.rules.newPassword} touched={newPassword.touched} />
      </div>
      <TextField
        field={form.field("repeatPassword")}
        label={t("accountSettings.password.repeat")}
        type="password"
        autoComplete="new-password"
      />
    </SettingsSection>
  );
}
