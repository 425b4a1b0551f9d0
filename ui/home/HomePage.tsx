import { useTranslation } from "react-i18next";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { GhostRows } from "../common/GhostRows.tsx";
import { FlameIcon, LiveIcon, NewsIcon, TipsIcon, TrophyIcon, UsersIcon } from "../icons/UiIcons.tsx";
import { formatMatchDay } from "../sports/matchDay.ts";

/**
 * Home (sports-data section 2): top events, top tournaments, the top-3 tipsters, popular tips and the newest
 * news. Until the feed is connected each block says its data arrives shortly.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { settings } = useAppActors();
  const today = useToday(settings);
  useDocumentTitle(t("app.title"));

  return (
    <div className="page home">
      <header className="page__header">
        <h1 className="page__title">{t("home.today")}</h1>
        <p className="page__subtitle">
          {formatMatchDay(today, i18n.language, { weekday: "long", day: "numeric", month: "long" })}
        </p>
      </header>
      <div className="home__grid">
        <div className="home__main">
          <Card title={t("home.topEvents")} icon={<FlameIcon size={18} />}>
            <div className="feature-empty">
              <GhostRows count={5} />
              <EmptyState
                icon={<LiveIcon size={26} />}
                title={t("empty.liveTitle")}
                body={t("empty.liveBody")}
              />
            </div>
          </Card>
          <Card title={t("home.topTournaments")} icon={<TrophyIcon size={18} />}>
            <GhostList kind="list" count={3} />
            <EmptyState compact body={t("empty.tournaments")} />
          </Card>
        </div>
        <div className="home__side">
          <Card title={t("home.topTipsters")} icon={<UsersIcon size={18} />}>
            <GhostList kind="ranking" count={3} />
            <EmptyState compact body={t("empty.tipsters")} />
          </Card>
          <Card title={t("home.popularTips")} icon={<TipsIcon size={18} />}>
            <GhostList kind="list" count={2} />
            <EmptyState compact body={t("empty.tips")} />
          </Card>
          <Card title={t("home.latestNews")} icon={<NewsIcon size={18} />}>
            <GhostList kind="media" count={3} />
            <EmptyState compact body={t("empty.news")} />
          </Card>
        </div>
      </div>
    </div>
  );
}
