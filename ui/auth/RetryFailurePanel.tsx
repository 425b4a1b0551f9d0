import { useTranslation } from "react-i18next";
import type { SubmitFailure } from "../../machines/accountForm/submitFailure.ts";
import { ErrorIcon } from "../icons/UiIcons.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import { failureMessage } from "./fieldMessage.ts";

/** A link's check that did not go through (network, server): what happened, and one button to try again. */
export function RetryFailurePanel({
  title,
  failure,
  onRetry,
}: {
  readonly title: string;
  readonly failure: SubmitFailure;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message = failureMessage(failure);
  return (
    <AuthLayout icon={<ErrorIcon />} tone="error" title={title} subtitle={t(message.key, message.values)}>
      <button type="button" className="button button--primary button--large auth-wide" onClick={onRetry}>
        {t("auth.tryAgain")}
      </button>
    </AuthLayout>
  );
}
