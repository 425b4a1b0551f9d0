import { useTranslation } from "react-i18next";
import type { HomeLoadFailure } from "../../machines/home/homeLoadFailure.ts";
import { WarningIcon } from "../icons/UiIcons.tsx";
import { RetryIcon } from "./HomeIcons.tsx";

/** A block that could not load: what went wrong in plain words, and a way to try again. */
export function LoadFailure({
  failure,
  onRetry,
}: {
  readonly failure: HomeLoadFailure | null;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  const offline = failure?.kind === "network" || failure?.kind === "timeout";
  return (
    <div className="empty home-failure" role="alert">
      <span className="empty__icon home-failure__icon">
        <WarningIcon size={26} />
      </span>
      <div className="empty__text">
        <p className="empty__title">{t("home.loadFailedTitle")}</p>
        <p className="empty__body">{offline ? t("home.loadFailedOffline") : t("home.loadFailedServer")}</p>
      </div>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <RetryIcon size={16} />
        {t("home.retry")}
      </button>
    </div>
  );
}
