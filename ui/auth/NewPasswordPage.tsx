import { Link, useParams } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { PASSWORD_STRENGTH_RULES } from "../../machines/accountForm/passwordChangeMachine.ts";
import type { SubmitFailure } from "../../machines/accountForm/submitFailure.ts";
import { accountFormsOf } from "../app/accountForms.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { recoveryLinkOf } from "../app/recoveryLinkActors.ts";
import { ClockIcon, LinkBrokenIcon, LockIcon, ShieldCheckIcon } from "./AuthIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { PasswordChecklist } from "./PasswordChecklist.tsx";
import { RetryFailurePanel } from "./RetryFailurePanel.tsx";
import { Spinner } from "./Spinner.tsx";
import { TextField } from "./TextField.tsx";
import { KeyIcon } from "./UserMenuIcons.tsx";
import { useAccountForm } from "./useAccountForm.ts";
import { useSignInNext } from "./useSignInNext.ts";

/** The outcomes of a reset link that end the flow (accounts spec section 4). */
type LinkOutcome = "expired" | "alreadyReset" | "notFound";

const outcomeOf = (failure: SubmitFailure | null): LinkOutcome | null => {
  switch (failure?.code) {
    case AccountErrorCode.passwordResetLinkExpired:
      return "expired";
    case AccountErrorCode.passwordAlreadyReset:
      return "alreadyReset";
    case AccountErrorCode.passwordRecoveryTokenNotFound:
      return "notFound";
    default:
      return null;
  }
};

/** The link machine's ends, as the page shows them. */
const LINK_OUTCOMES = ["expired", "alreadyReset", "notFound"] as const satisfies ReadonlyArray<LinkOutcome>;

/**
 * `/password/reset/{passwordRecoveryToken}`: the link is checked as the page opens, so a used or lapsed
 * link says so before the user types; then a new password, typed twice. Success signs nobody in (every
 * session of the account was closed): the user goes to sign in with the address filled in. The check and
 * the link lapsing while the page is open are `recoveryLinkMachine`'s states.
 */
export function NewPasswordPage() {
  const { passwordRecoveryToken } = useParams({ from: "/$locale/password/reset/$passwordRecoveryToken" });
  return <NewPasswordView key={passwordRecoveryToken} passwordRecoveryToken={passwordRecoveryToken} />;
}

function NewPasswordView({ passwordRecoveryToken }: { readonly passwordRecoveryToken: string }) {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const [link, sendLink] = useMachine(recoveryLinkOf(account), { input: { passwordRecoveryToken } });
  const formLogic = useMemo(
    () => accountFormsOf(account).newPasswordForm(passwordRecoveryToken),
    [account, passwordRecoveryToken],
  );
  const form = useAccountForm(formLogic);
  // The checklist under the field names the strength rules, so the field itself does not repeat them.
  const passwordField = form.field("newPassword", PASSWORD_STRENGTH_RULES);

  const done = form.result;
  useSignInNext(done, t("auth.toast.passwordReset"));

  // A submit refused for the link (used or lapsed since the check) ends the flow as the check would have.
  const outcome: LinkOutcome | null =
    outcomeOf(form.failure) ?? LINK_OUTCOMES.find((end) => link.matches(end)) ?? null;

  if (outcome !== null) return <LinkOutcomePage outcome={outcome} />;
  if (link.hasTag("checking")) {
    return (
      <AuthLayout icon={<ShieldCheckIcon />} title={t("auth.newPassword.checking")}>
        <p className="auth-note" role="status">
          <Spinner />
          <span>{t("auth.newPassword.checkingBody")}</span>
        </p>
      </AuthLayout>
    );
  }
  if (link.matches("failed") && link.context.failure) {
    return (
      <RetryFailurePanel
        title={t("auth.reset.failed")}
        failure={link.context.failure}
        onRetry={() => sendLink({ type: "link.retry" })}
      />
    );
  }
  return (
    <AuthLayout
      icon={<KeyIcon />}
      title={t("auth.newPassword.title")}
      subtitle={t("auth.newPassword.subtitle")}
    >
      <form
        className="auth-form"
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        data-testid="new-password-form"
      >
        <div className="auth-form__password">
          <TextField
            field={passwordField}
            label={t("auth.fields.newPassword")}
            type="password"
            autoComplete="new-password"
            icon={<LockIcon size={18} />}
            autoFocus
          />
          <PasswordChecklist broken={form.rules.newPassword} touched={passwordField.touched} />
        </div>
        <TextField
          field={form.field("repeatPassword")}
          label={t("auth.fields.repeatPassword")}
          type="password"
          autoComplete="new-password"
          icon={<LockIcon size={18} />}
        />
        {form.failureMessage && <FormAlert title={t("auth.reset.failed")} message={form.failureMessage} />}
        <button
          type="submit"
          className="button button--primary button--large auth-wide"
          disabled={!form.canSubmit}
        >
          {form.submitting && <Spinner />}
          <span>{form.submitting ? t("auth.saving") : t("auth.newPassword.submit")}</span>
        </button>
      </form>
    </AuthLayout>
  );
}

function LinkOutcomePage({ outcome }: { readonly outcome: LinkOutcome }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const requestNew = (
    <Link
      to="/$locale/reset-password"
      params={{ locale }}
      className="button button--primary button--large auth-wide"
    >
      {t("auth.newPassword.requestNew")}
    </Link>
  );
  const signIn = (
    <Link to="/$locale/sign-in" params={{ locale }} className="button button--ghost button--large auth-wide">
      {t("auth.signIn.submit")}
    </Link>
  );
  switch (outcome) {
    case "expired":
      return (
        <AuthLayout
          icon={<ClockIcon />}
          tone="warning"
          title={t("auth.code.resetLinkExpired")}
          subtitle={t("auth.newPassword.expiredBody")}
        >
          {requestNew}
          {signIn}
        </AuthLayout>
      );
    case "alreadyReset":
      return (
        <AuthLayout
          icon={<ShieldCheckIcon />}
          title={t("auth.code.passwordAlreadyReset")}
          subtitle={t("auth.newPassword.alreadyBody")}
        >
          <Link
            to="/$locale/sign-in"
            params={{ locale }}
            className="button button--primary button--large auth-wide"
          >
            {t("auth.signIn.submit")}
          </Link>
          <Link
            to="/$locale/reset-password"
            params={{ locale }}
            className="button button--ghost button--large auth-wide"
          >
            {t("auth.newPassword.requestNew")}
          </Link>
        </AuthLayout>
      );
    case "notFound":
      return (
        <AuthLayout
          icon={<LinkBrokenIcon />}
          tone="error"
          title={t("auth.newPassword.invalidTitle")}
          subtitle={t("auth.newPassword.invalidBody")}
        >
          {requestNew}
          {signIn}
        </AuthLayout>
      );
  }
}
