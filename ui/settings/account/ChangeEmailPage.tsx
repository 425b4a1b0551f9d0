import { useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppActors, useLocale } from "../../app/hooks.ts";
import { MailIcon } from "../../auth/AuthIcons.tsx";
import { FormAlert } from "../../auth/FormAlert.tsx";
import { Spinner } from "../../auth/Spinner.tsx";
import { TextField } from "../../auth/TextField.tsx";
import { StrongText } from "../../common/StrongText.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { useAccountSettingsActors } from "./useAccountSettingsActors.ts";
import { useSettingsForm } from "./useSettingsForm.ts";

/**
 * `/settings/change-email`: the new address and the password. The server mails a link to the new address;
 * the page then moves on to the verification-pending page of that address.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { profile } = useAppActors();
  const currentEmail = useSelector(profile, (snapshot) => snapshot.context.profile?.email ?? null);
  const form = useSettingsForm(useAccountSettingsActors().emailChange);
  const requested = form.result;

  useEffect(() => {
    if (requested === null) return;
    void navigate({
      to: "/$locale/user-profile/email-verification/$userId/$email",
      params: { locale, userId: requested.userId, email: requested.email },
    });
  }, [requested, navigate, locale]);

  return (
    <SettingsSection
      title={t("accountSettings.email.title")}
      description={t("accountSettings.email.description")}
      onSubmit={form.onSubmit}
      testId="change-email-form"
      footer={
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={form.submitting || requested !== null}
          aria-busy={form.submitting}
        >
          {form.submitting && <Spinner />}
          <span>
            {form.submitting ? t("accountSettings.email.submitting") : t("accountSettings.email.submit")}
          </span>
        </button>
      }
    >
      {currentEmail && (
        <p className="settings-current">
          <MailIcon size={18} />
          <span>
            <StrongText text={t("accountSettings.email.current", { email: currentEmail })} />
          </span>
        </p>
      )}
      {form.failureMessage && (
        <FormAlert title={t("accountSettings.email.failed")} message={form.failureMessage} />
      )}
      <TextField
        field={form.field("newEmail")}
        label={t("accountSettings.email.new")}
        type="email"
        autoComplete="email"
        placeholder={t("accountSettings.email.newPlaceholder")}
      />
      <TextField
        field={form.field("password")}
        label={t("accountSettings.email.password")}
        type="password"
        autoComplete="current-password"
        hint={t("accountSettings.email.passwordHint")}
      />
    </SettingsSection>
  );
}
