import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PASSWORD_STRENGTH_RULES } from "../../machines/accountForm/passwordChangeMachine.ts";
import { accountFormsOf } from "../app/accountForms.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { UserIcon } from "../icons/UiIcons.tsx";
import { LockIcon } from "./AuthIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { EmailField } from "./EmailField.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { OtherServicesButton } from "./OtherServicesButton.tsx";
import { PasswordChecklist } from "./PasswordChecklist.tsx";
import { Spinner } from "./Spinner.tsx";
import { TextField } from "./TextField.tsx";
import { useAccountForm } from "./useAccountForm.ts";

/**
 * `/sign-up`: name, e-mail and password, each checked as the user types with the rules the server applies
 * (the password as a live checklist). A created account goes to the "check your inbox" page.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useAccountForm(accountFormsOf(account).signUpForm);
  // The checklist under the field names the strength rules, so the field itself does not repeat them.
  const passwordField = form.field("password", PASSWORD_STRENGTH_RULES);

  const registered = form.result;
  useEffect(() => {
    if (registered) {
      void navigate({
        to: "/$locale/email-verification/$userId/$email",
        params: { locale, userId: registered.userId, email: registered.email },
      });
    }
  }, [registered, locale, navigate]);

  return (
    <AuthLayout
      icon={<UserIcon />}
      title={t("auth.signUp.title")}
      subtitle={t("auth.signUp.subtitle")}
      footer={
        <>
          {t("auth.signUp.haveAccount")}{" "}
          <Link to="/$locale/sign-in" params={{ locale }} className="auth-link">
            {t("auth.signUp.signIn")}
          </Link>
        </>
      }
    >
      <form
        className="auth-form"
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        data-testid="sign-up-form"
      >
        <TextField
          field={form.field("name")}
          label={t("auth.fields.name")}
          autoComplete="name"
          placeholder={t("auth.fields.namePlaceholder")}
          icon={<UserIcon size={18} />}
        />
        <EmailField field={form.field("email")} />
        <div className="auth-form__password">
          <TextField
            field={passwordField}
            label={t("auth.fields.password")}
            type="password"
            autoComplete="new-password"
            icon={<LockIcon size={18} />}
          />
          <PasswordChecklist broken={form.rules.password} touched={passwordField.touched} />
        </div>
        {form.failureMessage && <FormAlert title={t("auth.signUp.failed")} message={form.failureMessage} />}
        <button
          type="submit"
          className="button button--primary button--large auth-wide"
          disabled={!form.canSubmit}
          data-testid="sign-up-submit"
        >
          {form.submitting && <Spinner />}
          <span>{form.submitting ? t("auth.signUp.submitting") : t("auth.signUp.submit")}</span>
        </button>
        <p className="auth-fine-print">{t("auth.signUp.bonus")}</p>
      </form>
      <OtherServicesButton />
    </AuthLayout>
  );
}
