import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { accountFormsOf } from "../app/accountForms.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { UserIcon } from "../icons/UiIcons.tsx";
import { LockIcon, MailIcon } from "./AuthIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { EmailField } from "./EmailField.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { NotVerifiedModal } from "./NotVerifiedModal.tsx";
import { OtherServicesButton } from "./OtherServicesButton.tsx";
import { Spinner } from "./Spinner.tsx";
import { searchText } from "./searchText.ts";
import { returnTarget } from "./signInRedirect.ts";
import { TextField } from "./TextField.tsx";
import { useAccountForm } from "./useAccountForm.ts";
import { useSignedIn } from "./useSignedIn.ts";

/**
 * `/sign-in`: e-mail and password. Once the session is signed in (by this form, another tab, or an earlier
 * visit) the page moves on to where the visitor was going (`?redirect=`), else home. An unverified address
 * opens the not-verified modal with a new link on offer (a state of the form machine).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { account, session } = useAppActors();
  const locale = useLocale();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const redirect = searchText(search.redirect);
  const prefilledEmail = searchText(search.email);
  const form = useAccountForm(accountFormsOf(account).signInForm);
  const signedIn = useSignedIn(session);
  const notVerified = form.failure?.code === AccountErrorCode.accountNotVerified;

  const { prefill } = form;
  useEffect(() => {
    // Once per address in the URL: later typing is the user's.
    if (prefilledEmail) prefill("email", prefilledEmail);
  }, [prefilledEmail, prefill]);

  useEffect(() => {
    if (signedIn) void navigate({ href: returnTarget(redirect, locale), replace: true });
  }, [signedIn, redirect, locale, navigate]);

  return (
    <AuthLayout
      icon={<UserIcon />}
      title={t("auth.signIn.title")}
      subtitle={t("auth.signIn.subtitle")}
      footer={
        <>
          {t("auth.signIn.noAccount")}{" "}
          <Link to="/$locale/sign-up" params={{ locale }} className="auth-link">
            {t("auth.signIn.createAccount")}
          </Link>
        </>
      }
    >
      <form
        className="auth-form"
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        data-testid="sign-in-form"
      >
        <EmailField field={form.field("email")} />
        <div className="auth-form__password">
          <TextField
            field={form.field("password")}
            label={t("auth.fields.password")}
            type="password"
            autoComplete="current-password"
            icon={<LockIcon size={18} />}
          />
          <Link to="/$locale/reset-password" params={{ locale }} className="auth-link auth-form__forgot">
            {t("auth.signIn.forgot")}
          </Link>
        </div>
        {form.failureMessage &&
          (notVerified ? (
            <div className="auth-note auth-note--warning" role="alert">
              <MailIcon size={18} />
              <span>{t("auth.code.accountNotVerified")}</span>
              <button type="button" className="button button--ghost" onClick={form.openModal}>
                {t("auth.verification.resend")}
              </button>
            </div>
          ) : (
            <FormAlert title={t("auth.signIn.failed")} message={form.failureMessage} />
          ))}
        <button
          type="submit"
          className="button button--primary button--large auth-wide"
          disabled={!form.canSubmit}
          data-testid="sign-in-submit"
        >
          {form.submitting && <Spinner />}
          <span>{form.submitting ? t("auth.signIn.submitting") : t("auth.signIn.submit")}</span>
        </button>
      </form>
      <OtherServicesButton />
      <NotVerifiedModal open={form.modalOpen} onClose={form.closeModal} email={form.values.email} />
    </AuthLayout>
  );
}
