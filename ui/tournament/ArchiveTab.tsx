import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { Card } from "../common/Card.tsx";
import { CalendarIcon, ChevronRightIcon } from "../icons/UiIcons.tsx";
import { StatisticsEmpty } from "../statistics/StatisticsPageStates.tsx";
import { tabLink } from "./tournamentLinks.ts";
import { seasonSearch } from "./tournamentSearch.ts";
import { seasonTabOf } from "./tournamentTabs.ts";

/**
 * The archive tab: every season on record, newest first (simulated ones and real seasons imported from
 * football.json), each leading to its standings (its knockout for a cup).
 */
export function ArchiveTab({
  profile,
  locale,
}: {
  readonly profile: TournamentProfile;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  if (profile.seasons.length === 0) return <StatisticsEmpty body={t("archive.none")} />;
  const target = seasonTabOf(profile);
  return (
    <Card title={t("archive.title")} icon={<CalendarIcon size={18} />} className="tournament-archive">
      <p className="tournament-archive__intro">{t("archive.intro")}</p>
      <ul className="tournament-archive__seasons">
        {profile.seasons.map((season) => (
          <li key={season.id} data-season-id={season.id} data-source={season.source}>
            <Link
              {...tabLink(locale, profile.id, target)}
              search={seasonSearch(season.id, profile.currentSeasonId)}
              className="tournament-archive__season"
            >
              <span className="tournament-archive__year">{season.year}</span>
              {season.id === profile.currentSeasonId && <span className="badge">{t("season.current")}</span>}
              <span
                className={
                  season.source === "simulator"
                    ? "tournament-archive__source"
                    : "tournament-archive__source tournament-archive__source--real"
                }
              >
                {season.source === "simulator" ? t("season.simulated") : t("season.imported")}
              </span>
              <span className="tournament-archive__go">
                {target === "standings" ? t("archive.standings") : t("archive.knockout")}
                <ChevronRightIcon size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
