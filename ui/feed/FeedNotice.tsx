import { useTranslation } from "react-i18next";
import { WifiOffIcon } from "./FeedIcons.tsx";

/** Said while the feed starts again after a fault: what is on screen may be behind, prices are paused. */
export function FeedNotice() {
  const { t } = useTranslation();
  return (
    <p className="feed-notice" role="status">
      <WifiOffIcon size={18} />
      {t("feed.reconnecting")}
    </p>
  );
}
