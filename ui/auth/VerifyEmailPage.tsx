import { Link, useParams } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { CheckCircleIcon } from "../icons/UiIcons.tsx";
import { ClockIcon, LinkBrokenIcon, ShieldCheckIcon } from "./AuthIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { ExpiredLinkModal } from "./ExpiredLinkModal.tsx";
import { RetryFailurePanel } from "./RetryFailurePanel.tsx";
import { Spinner } from "./Spinner.tsx";
import { useSignInNext } from "./useSignInNext.ts";

/**
 * `/user/verify/{emailVerificationToken}`: the link of a verification mail. It verifies as it opens; a
 * success goes on to sign in with the address filled in. An expired link opens the expired-link modal
 * (which keeps the token to ask for a new one); an already verified address or an unknown link say so.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const locale = useLocale();
  const { emailVerificationToken } = useParams({ from: "/$locale/user/verify/$emailVerificationToken" });
  const [snapshot, send] = useMachine(account.verifyEmail);
  const [expiredOpen, setExpiredOpen] = useState(false);

  const idle = snapshot.matches("idle");
  useEffect(() => {
    if (idle) send({ type: "request.submit", input: { emailVerificationToken } });
  }, [idle, send, emailVerificationToken]);

  const verified = snapshot.context.output;
  useSignInNext(verified, t("auth.toast.verified"));

  const failure = snapshot.hasTag("failed") ? snapshot.context.failure : null;
  const code = failure?.code;
  const expired = code === AccountErrorCode.emailVerificationTokenExpired;
  useEffect(() => {
    if (expired) setExpiredOpen(true);
  }, [expired]);

  const signInLink = (
    <Link
      to="/$locale/sign-in"
      params={{ locale }}
      className="button button--primary button--large auth-wide"
    >
      {t("auth.signIn.submit")}
    </Link>
  );

  if (failure === null) {
    return (
      <AuthLayout
        icon={verified ? <CheckCircleIcon /> : <ShieldCheckIcon />}
        title={verified ? t("auth.verify.successTitle") : t("auth.verify.checking")}
      >
        <p className="auth-note" role="status">
          <Spinner />
          <span>{verified ? t("auth.verify.successBody") : t("auth.verify.checkingBody")}</span>
        </p>
      </AuthLayout>
    );
  }
  if (expired) {
    return (
      <AuthLayout
        icon={<ClockIcon />}
        tone="warning"
        title={t("auth.expired.title")}
        subtitle={t("auth.expired.body")}
      >
        <button
          type="button"
          className="button button--primary button--large auth-wide"
          onClick={() => setExpiredOpen(true)}
        >
          {t("auth.verification.resend")}
        </button>
        <ExpiredLinkModal
          open={expiredOpen}
          onClose={() => setExpiredOpen(false)}
          emailVerificationToken={emailVerificationToken}
        />
      </AuthLayout>
    );
  }
  if (code === AccountErrorCode.emailAlreadyVerified) {
    return (
      <AuthLayout
        icon={<CheckCircleIcon />}
        title={t("auth.verify.alreadyTitle")}
        subtitle={t("auth.verify.alreadyBody")}
      >
        {signInLink}
      </AuthLayout>
    );
  }
  if (code === AccountErrorCode.emailVerificationTokenNotFound) {
    return (
      <AuthLayout
        icon={<LinkBrokenIcon />}
        tone="error"
        title={t("auth.verify.notFoundTitle")}
        subtitle={t("auth.verify.notFoundBody")}
      >
        {signInLink}
        <Link
          to="/$locale/sign-up"
          params={{ locale }}
          className="button button--ghost button--large auth-wide"
        >
          {t("auth.signUp.submit")}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <RetryFailurePanel
      title={t("auth.verify.failedTitle")}
      failure={failure}
      onRetry={() => send({ type: "request.submit", input: { emailVerificationToken } })}
    />
  );
}
