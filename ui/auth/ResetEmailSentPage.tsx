import { Link, useParams } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { accountFormsOf } from "../app/accountForms.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { StrongText } from "../common/StrongText.tsx";
import { CheckCircleIcon } from "../icons/UiIcons.tsx";
import { MailSentIcon } from "./AuthIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { failureMessage } from "./fieldMessage.ts";
import { Spinner } from "./Spinner.tsx";

/** `/reset-password/email/{email}`: the reset link is on its way; another one on request. */
export function ResetEmailSentPage() {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const locale = useLocale();
  const { email } = useParams({ from: "/$locale/reset-password/email/$email" });
  const [snapshot, send] = useMachine(accountFormsOf(account).resendReset);
  const busy = snapshot.hasTag("busy");
  const failure = snapshot.hasTag("failed") ? snapshot.context.failure : null;

  return (
    <AuthLayout
      icon={<MailSentIcon />}
      title={t("auth.resetSent.title")}
      subtitle={<StrongText text={t("auth.resetSent.body", { email })} />}
      footer={
        <Link to="/$locale/sign-in" params={{ locale }} search={{ email }} className="auth-link">
          {t("auth.backToSignIn")}
        </Link>
      }
    >
      <div className="auth-form">
        <p className="auth-fine-print">{t("auth.resetSent.hint")}</p>
        {snapshot.hasTag("succeeded") && (
          <p className="auth-note auth-note--success" role="status">
            <CheckCircleIcon size={18} />
            <span>{t("auth.resetSent.sent")}</span>
          </p>
        )}
        {failure && <FormAlert title={t("auth.reset.failed")} message={failureMessage(failure)} />}
        <button
          type="button"
          className="button button--ghost button--large auth-wide"
          disabled={busy}
          onClick={() => send({ type: "request.submit", input: { email } })}
        >
          {busy && <Spinner />}
          <span>{busy ? t("auth.sending") : t("auth.resetSent.resend")}</span>
        </button>
      </div>
    </AuthLayout>
  );
}
