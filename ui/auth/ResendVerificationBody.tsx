import { useMachine } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { useAppActors } from "../app/hooks.ts";
import type { VerificationResendTarget } from "../app/resendVerificationActors.ts";
import { resendVerificationOf } from "../app/resendVerificationActors.ts";
import { CheckCircleIcon } from "../icons/UiIcons.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { failureMessage } from "./fieldMessage.ts";
import { Spinner } from "./Spinner.tsx";

/**
 * The "send a new verification link" part shared by the not-verified and expired-link modals: one button,
 * then either the confirmation or why it failed (already verified, too many attempts, offline).
 */
export function ResendVerificationBody({
  target,
  onDone,
}: {
  readonly target: VerificationResendTarget;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const { account } = useAppActors();
  const [snapshot, send] = useMachine(resendVerificationOf(account));
  const busy = snapshot.hasTag("busy");

  if (snapshot.hasTag("succeeded")) {
    return (
      <>
        <p className="auth-note auth-note--success" role="status">
          <CheckCircleIcon size={18} />
          <span>{t("auth.verification.sent")}</span>
        </p>
        <button type="button" className="button button--primary button--large auth-wide" onClick={onDone}>
          {t("auth.done")}
        </button>
      </>
    );
  }
  return (
    <>
      {snapshot.hasTag("failed") && snapshot.context.failure && (
        <FormAlert title={t("auth.verification.failed")} message={failureMessage(snapshot.context.failure)} />
      )}
      <button
        type="button"
        className="button button--primary button--large auth-wide"
        disabled={busy}
        onClick={() => send({ type: "request.submit", input: target })}
      >
        {busy && <Spinner />}
        <span>{busy ? t("auth.sending") : t("auth.verification.resend")}</span>
      </button>
    </>
  );
}
