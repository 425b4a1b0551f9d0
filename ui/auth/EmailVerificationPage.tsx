import { Link, useParams } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { resendVerificationOf } from "../app/resendVerificationActors.ts";
import { StrongText } from "../common/StrongText.tsx";
import { CheckCircleIcon } from "../icons/UiIcons.tsx";
import { MailSentIcon } from "./AuthIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { failureMessage } from "./fieldMessage.ts";
import { Spinner } from "./Spinner.tsx";

/**
 * `/email-verification/{userId}/{email}` (accounts spec section 2): after sign-up, "check your inbox",
 * with a new link on request (`update_email_verification_token_by_user_id`).
 */
export function EmailVerificationPage() {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const locale = useLocale();
  const { userId, email } = useParams({ from: "/$locale/email-verification/$userId/$email" });
  const [snapshot, send] = useMachine(resendVerificationOf(account));
  const busy = snapshot.hasTag("busy");
  const failure = snapshot.hasTag("failed") ? snapshot.context.failure : null;
  const alreadyVerified = failure?.code === AccountErrorCode.emailAlreadyVerified;

  return (
    <AuthLayout
      icon={<MailSentIcon />}
      title={t("auth.verification.title")}
      subtitle={<StrongText text={t("auth.verification.body", { email })} />}
      footer={
        <Link to="/$locale/sign-in" params={{ locale }} search={{ email }} className="auth-link">
          {t("auth.backToSignIn")}
        </Link>
      }
    >
      <div className="auth-form">
        <ol className="auth-steps">
          <li>{t("auth.verification.stepOpen")}</li>
          <li>{t("auth.verification.stepFollow")}</li>
          <li>{t("auth.verification.stepSignIn")}</li>
        </ol>
        <p className="auth-fine-print">{t("auth.verification.hint")}</p>
        {snapshot.hasTag("succeeded") && (
          <p className="auth-note auth-note--success" role="status">
            <CheckCircleIcon size={18} />
            <span>{t("auth.verification.sent")}</span>
          </p>
        )}
        {alreadyVerified && (
          <p className="auth-note auth-note--success" role="status">
            <CheckCircleIcon size={18} />
            <span>{t("auth.code.emailAlreadyVerified")}</span>
          </p>
        )}
        {failure && !alreadyVerified && (
          <FormAlert title={t("auth.verification.failed")} message={failureMessage(failure)} />
        )}
        {alreadyVerified ? (
          <Link
            to="/$locale/sign-in"
            params={{ locale }}
            search={{ email }}
            className="button button--primary button--large auth-wide"
          >
            {t("auth.signIn.submit")}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--ghost button--large auth-wide"
            disabled={busy}
            onClick={() => send({ type: "request.submit", input: { userId } })}
            data-testid="verification-resend"
          >
            {busy && <Spinner />}
            <span>{busy ? t("auth.sending") : t("auth.verification.resend")}</span>
          </button>
        )}
      </div>
    </AuthLayout>
  );
}
