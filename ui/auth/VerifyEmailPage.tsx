import { Link, useParams } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { verifyEmailPageOf } from "../app/verifyEmailActors.ts";
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
 * Which of these the page shows is the state of `verifyEmailPageMachine`.
 */
export function VerifyEmailPage() {
  const { emailVerificationToken } = useParams({ from: "/$locale/user/verify/$emailVerificationToken" });
  return <VerifyEmailView key={emailVerificationToken} emailVerificationToken={emailVerificationToken} />;
}

function VerifyEmailView({ emailVerificationToken }: { readonly emailVerificationToken: string }) {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const locale = useLocale();
  const [snapshot, send] = useMachine(verifyEmailPageOf(account), { input: { emailVerificationToken } });

  const verified = snapshot.context.verified;
  useSignInNext(verified, t("auth.toast.verified"));
  const failure = snapshot.context.failure;

  const signInLink = (
    <Link
      to="/$locale/sign-in"
      params={{ locale }}
      className="button button--primary button--large auth-wide"
    >
      {t("auth.signIn.submit")}
    </Link>
  );

  if (snapshot.matches("verifying") || snapshot.matches("verified")) {
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
  if (snapshot.matches("expired")) {
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
          onClick={() => send({ type: "expired.modal.open" })}
        >
          {t("auth.verification.resend")}
        </button>
        <ExpiredLinkModal
          open={snapshot.hasTag("modal")}
          onClose={() => send({ type: "expired.modal.close" })}
          emailVerificationToken={emailVerificationToken}
        />
      </AuthLayout>
    );
  }
  if (snapshot.matches("alreadyVerified")) {
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
  if (snapshot.matches("notFound")) {
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
      failure={failure ?? { kind: "unexpected", code: null }}
      onRetry={() => send({ type: "verify.retry" })}
    />
  );
}
