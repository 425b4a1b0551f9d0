import { useSelector } from "@xstate/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type {
  StandingsAnswer,
  StandingsScopeName,
  StatSeason,
  TournamentProfile,
} from "../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { CalendarIcon, ChevronDownIcon, SlidersIcon } from "../icons/UiIcons.tsx";
import type { StandingsAppearance } from "../statistics/StandingsTable.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { LiveStandingsTables } from "./LiveStandingsTables.tsx";
import { SeasonSheet } from "./SeasonSheet.tsx";
import { StandingsAppearanceSheet } from "./StandingsAppearanceSheet.tsx";
import { StandingsTables } from "./StandingsTables.tsx";
import { standingsRequest, tournamentStandingsPage } from "./tournamentPages.ts";
import { useSeasonNavigation } from "./useSeasonNavigation.ts";

const SCOPES: ReadonlyArray<StandingsScopeName> = ["overall", "home", "away"];

/**
 * The standings tab: the season's tables (one per group) for the scope chosen (overall, home, away), in
 * the short appearance by default (the standings appearance sheet switches to full), the standings
 * season select, and a live toggle while the season has matches running: live follows the sport's live
 * line over the realtime connection and recomputes the tables in the browser as its scores move
 * (LiveStandingsTables).
 */
export function StandingsTab({
  profile,
  season,
  locale,
}: {
  readonly profile: TournamentProfile;
  readonly season: StatSeason;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  const [scope, setScope] = useState<StandingsScopeName>("overall");
  const [appearance, setAppearance] = useState<StandingsAppearance>("short");
  const [live, setLive] = useState(false);
  const [sheet, setSheet] = useState<"appearance" | "season" | null>(null);
  const showSeason = useSeasonNavigation(profile, "standings");
  // The quiet table: with live on, the browser counts the running matches from the live line itself.
  const actor = useStatisticsPage(tournamentStandingsPage, standingsRequest(season.id, false));
  const hasLive = useSelector(
    actor,
    (snapshot) => snapshot.context.answer?.matches.some((m) => m.live) ?? false,
  );

  return (
    <div className="tournament-standings">
      <div className="standings-toolbar">
        <fieldset className="tabs standings-toolbar__scopes">
          <legend className="stat-hidden">{t("standings.scopes")}</legend>
          {SCOPES.map((option) => (
            <button
              key={option}
              type="button"
              className={option === scope ? "tabs__tab tabs__tab--current" : "tabs__tab"}
              aria-pressed={option === scope}
              data-scope={option}
              onClick={() => setScope(option)}
            >
              {t(`standings.${option}`)}
            </button>
          ))}
        </fieldset>
        <div className="standings-toolbar__actions">
          {(hasLive || live) && (
            <button
              type="button"
              className={
                live
                  ? "button standings-toolbar__live standings-toolbar__live--on"
                  : "button button--ghost standings-toolbar__live"
              }
              aria-pressed={live}
              onClick={() => setLive(!live)}
            >
              <span className="live-dot" aria-hidden="true" />
              {t("standings.live")}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost"
            aria-haspopup="dialog"
            onClick={() => setSheet("appearance")}
            data-appearance={appearance}
          >
            <SlidersIcon size={16} />
            <span className="stat-hidden">{t("standings.appearance")}: </span>
            {appearance === "short" ? t("standings.appearanceShort") : t("standings.appearanceFull")}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-haspopup="dialog"
            onClick={() => setSheet("season")}
          >
            <CalendarIcon size={16} />
            <span className="stat-hidden">{t("season.label")} </span>
            {season.year}
            <ChevronDownIcon size={14} />
          </button>
        </div>
      </div>
      <StatisticsPageStates<StandingsAnswer>
        actor={actor}
        skeleton={<StatisticsLoading kind="table" count={10} />}
        isEmpty={(answer) => answer.tables.length === 0}
        empty={{ body: t("standings.none") }}
      >
        {(answer) =>
          live ? (
            <LiveStandingsTables
              answer={answer}
              sportId={profile.sportId}
              tournamentId={profile.id}
              scope={scope}
              appearance={appearance}
              locale={locale}
            />
          ) : (
            <StandingsTables
              answer={answer}
              tables={answer.tables}
              scope={scope}
              appearance={appearance}
              locale={locale}
            />
          )
        }
      </StatisticsPageStates>
      <StandingsAppearanceSheet
        open={sheet === "appearance"}
        current={appearance}
        onClose={() => setSheet(null)}
        onChoose={(chosen) => {
          setAppearance(chosen);
          setSheet(null);
        }}
      />
      <SeasonSheet
        open={sheet === "season"}
        title={t("season.standingsSheetTitle")}
        labelId="standings-season-sheet"
        seasons={profile.seasons}
        currentSeasonId={profile.currentSeasonId}
        shownSeasonId={season.id}
        onClose={() => setSheet(null)}
        onChoose={(chosen) => {
          setSheet(null);
          setLive(false);
          showSeason(chosen);
        }}
      />
    </div>
  );
}
