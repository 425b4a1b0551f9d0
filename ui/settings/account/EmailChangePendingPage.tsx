import { Link, useParams } from "@tanstack/react-router";
import { useMachine, useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { AccountErrorCode } from "../../../domain/accounts/accountErrors.ts";
import { useAppActors, useLocale } from "../../app/hooks.ts";
import { resendVerificationOf } from "../../app/resendVerificationActors.ts";
import { MailSentIcon } from "../../auth/AuthIcons.tsx";
import { FormAlert } from "../../auth/FormAlert.tsx";
import { failureMessage } from "../../auth/fieldMessage.ts";
import { Spinner } from "../../auth/Spinner.tsx";
import { StrongText } from "../../common/StrongText.tsx";
import { CheckCircleIcon } from "../../icons/UiIcons.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * `/user-profile/email-verification/{userId}/{email}` (accounts spec section 2): the link to confirm the new
 * address is on its way; the account keeps the old address until it is followed, and a new link can be
 * asked for (`update_email_verification_token_by_user_id`).
 */
export function EmailChangePendingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { account, profile } = useAppActors();
  const { userId = "", email = "" } = useParams({ strict: false });
  const currentEmail = useSelector(profile, (snapshot) => snapshot.context.profile?.email ?? null);
  const [snapshot, send] = useMachine(resendVerificationOf(account));
  const busy = snapshot.hasTag("busy");
  const failure = snapshot.hasTag("failed") ? snapshot.context.failure : null;
  // The link was followed meanwhile (maybe on another device): nothing is pending any more.
  const alreadyVerified = failure?.code === AccountErrorCode.emailAlreadyVerified;

  return (
    <SettingsSection title={t("accountSettings.pending.title")} testId="email-change-pending">
      <div className="settings-pending">
        <span className="settings-pending__icon">
          <MailSentIcon size={28} />
        </span>
        <p className="settings-pending__lead">
          <StrongText text={t("accountSettings.pending.sent", { email })} />
        </p>
        {currentEmail && currentEmail !== email && (
          <p className="settings-pending__body">
            <StrongText text={t("accountSettings.pending.keepsOld", { email: currentEmail })} />
          </p>
        )}
        <ol className="settings-steps">
          <li>{t("accountSettings.pending.stepOpen")}</li>
          <li>{t("accountSettings.pending.stepFollow")}</li>
        </ol>
        <p className="settings-section__note">{t("accountSettings.pending.hint")}</p>
        {snapshot.hasTag("succeeded") && (
          <p className="settings-success" role="status">
            <CheckCircleIcon size={18} />
            <span>{t("accountSettings.pending.resent")}</span>
          </p>
        )}
        {alreadyVerified && (
          <p className="settings-success" role="status">
            <CheckCircleIcon size={18} />
            <span>{t("accountSettings.pending.alreadyVerified")}</span>
          </p>
        )}
        {failure && !alreadyVerified && (
          <FormAlert title={t("accountSettings.pending.resendFailed")} message={failureMessage(failure)} />
        )}
        <div className="settings-pending__actions">
          {!alreadyVerified && (
            <button
              type="button"
              className="button button--primary button--large"
              disabled={busy}
              onClick={() => send({ type: "request.submit", input: { userId } })}
              data-testid="email-change-resend"
            >
              {busy && <Spinner />}
              <span>
                {busy ? t("accountSettings.pending.resending") : t("accountSettings.pending.resend")}
              </span>
            </button>
          )}
          <Link
            to="/$locale/settings/change-email"
            params={{ locale }}
            className="button button--ghost button--large"
          >
            {t("accountSettings.pending.useAnother")}
          </Link>
        </div>
      </div>
    </SettingsSection>
  );
}
