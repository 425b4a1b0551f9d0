import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StandingsScopeName } from "../../domain/statistics/statisticsAnswers.ts";
import { teamTables } from "../../domain/statistics/teamStandings.ts";
import type { TeamTournament } from "../../domain/statistics/teamTournaments.ts";
import { useLocale } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { ChevronRightIcon } from "../icons/UiIcons.tsx";
import { type StandingsAppearance, StandingsTable } from "../statistics/StandingsTable.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { teamStandingsPage } from "./teamPages.ts";

const SCOPES: ReadonlyArray<StandingsScopeName> = ["overall", "home", "away"];
const APPEARANCES: ReadonlyArray<StandingsAppearance> = ["short", "full"];

/**
 * The standings tab (issue 9): the chosen tournament's table with the team marked (its group's table in a
 * group stage); overall, home and away; short by default, full on demand; a link to the tournament's own
 * standings. A tournament without a table (a cup) says so.
 */
export function TeamStandingsTab({
  teamId,
  tournament,
}: {
  readonly teamId: string;
  readonly tournament: TeamTournament;
}) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  const [scope, setScope] = useState<StandingsScopeName>("overall");
  const [appearance, setAppearance] = useState<StandingsAppearance>("short");
  const actor = useStatisticsPage(teamStandingsPage, { seasonId: tournament.seasonId });
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="table" label={t("standings.loading")} />}
      isEmpty={(answer) => answer.tables.length === 0}
      empty={{ title: t("standings.emptyTitle"), body: t("standings.emptyBody") }}
    >
      {(answer) => {
        const tables = teamTables(answer, teamId);
        const table = tables.find((candidate) => candidate.scope === scope) ?? tables[0]!;
        return (
          <Card className="team-standings">
            <div className="team-standings__bar">
              <fieldset className="tabs team-standings__scopes">
                <legend className="stat-hidden">{t("standings.scopes")}</legend>
                {SCOPES.map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={option === scope ? "tabs__tab tabs__tab--current" : "tabs__tab"}
                    aria-pressed={option === scope}
                    onClick={() => setScope(option)}
                  >
                    {t(`standings.scope.${option}`)}
                  </button>
                ))}
              </fieldset>
              <fieldset className="tabs team-standings__appearance">
                <legend className="stat-hidden">{t("standings.appearance")}</legend>
                {APPEARANCES.map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={option === appearance ? "tabs__tab tabs__tab--current" : "tabs__tab"}
                    aria-pressed={option === appearance}
                    onClick={() => setAppearance(option)}
                  >
                    {t(`standings.${option}`)}
                  </button>
                ))}
              </fieldset>
            </div>
            <StandingsTable
              table={table}
              zones={answer.zones}
              appearance={appearance}
              highlightTeamIds={[teamId]}
              highlightMeaning="team"
              locale={locale}
            />
            <Link
              to="/$locale/tournament/$id/$tab"
              params={{ locale, id: tournament.tournamentId, tab: "standings" }}
              className="team-standings__more"
            >
              {t("standings.tournamentLink", { name: tournament.name })}
              <ChevronRightIcon size={16} />
            </Link>
          </Card>
        );
      }}
    </StatisticsPageStates>
  );
}
