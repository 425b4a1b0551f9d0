import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { accountFormsOf } from "../app/accountForms.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import { EmailField } from "./EmailField.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { Spinner } from "./Spinner.tsx";
import { searchText } from "./searchText.ts";
import { KeyIcon } from "./UserMenuIcons.tsx";
import { useAccountForm } from "./useAccountForm.ts";

/** `/reset-password`: the address to mail a reset link to; then the "link sent" page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const locale = useLocale();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const prefilledEmail = searchText(search.email);
  const form = useAccountForm(accountFormsOf(account).resetRequestForm);

  const { prefill } = form;
  useEffect(() => {
    // Once per address in the URL: later typing is the user's.
    if (prefilledEmail) prefill("email", prefilledEmail);
  }, [prefilledEmail, prefill]);

  const sent = form.result;
  useEffect(() => {
    if (sent)
      void navigate({ to: "/$locale/reset-password/email/$email", params: { locale, email: sent.email } });
  }, [sent, locale, navigate]);

  return (
    <AuthLayout
      icon={<KeyIcon />}
      title={t("auth.reset.title")}
      subtitle={t("auth.reset.subtitle")}
      footer={
        <Link to="/$locale/sign-in" params={{ locale }} className="auth-link">
          {t("auth.backToSignIn")}
        </Link>
      }
    >
      <form className="auth-form" method="post" noValidate onSubmit={form.onSubmit} data-testid="reset-form">
        <EmailField field={form.field("email")} autoFocus />
        {form.failureMessage && <FormAlert title={t("auth.reset.failed")} message={form.failureMessage} />}
        <button
          type="submit"
          className="button button--primary button--large auth-wide"
          disabled={!form.canSubmit}
        >
          {form.submitting && <Spinner />}
          <span>{form.submitting ? t("auth.sending") : t("auth.reset.submit")}</span>
        </button>
      </form>
    </AuthLayout>
  );
}
