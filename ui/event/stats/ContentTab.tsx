import { useTranslation } from "react-i18next";
import { NewsIcon } from "../../icons/UiIcons.tsx";
import { StatisticsEmpty } from "../../statistics/StatisticsPageStates.tsx";
import { MediaIcon } from "./StatsIcons.tsx";

/** `/event/{id}/news`: empty until the content issue brings the match's stories. */
export function NewsTab() {
  const { t } = useTranslation("eventStatsTabs");
  return (
    <StatisticsEmpty
      icon={<NewsIcon size={26} />}
      title={t("content.newsTitle")}
      body={t("content.newsBody")}
    />
  );
}

/** `/event/{id}/media`: empty until the content issue brings the match's photos and videos. */
export function MediaTab() {
  const { t } = useTranslation("eventStatsTabs");
  return (
    <StatisticsEmpty
      icon={<MediaIcon size={26} />}
      title={t("content.mediaTitle")}
      body={t("content.mediaBody")}
    />
  );
}
