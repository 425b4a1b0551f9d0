import { useTranslation } from "react-i18next";
import { tournamentRuns } from "../../domain/statistics/eventRuns.ts";
import { useLocale } from "../app/hooks.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { Card } from "../common/Card.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { CalendarIcon } from "../icons/UiIcons.tsx";
import { StatEventRow } from "../statistics/StatEventRow.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../statistics/StatisticsPageStates.tsx";
import { MoreButton } from "./MoreButton.tsx";
import { type TeamEventsKind, teamEventsPage } from "./teamPages.ts";

/**
 * The results and fixtures tabs (issue 9): the team's finished matches newest first, or its matches to
 * come soonest first, in runs of one tournament under its name, each row with its date and the team
 * marked; 20 a page with "more".
 */
export function TeamEventsTab({
  teamId,
  kind,
  tournamentNames,
}: {
  readonly teamId: string;
  readonly kind: TeamEventsKind;
  /** The tournaments' names by id, from the team's profile (empty until it is in). */
  readonly tournamentNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  const actor = useStatisticsPage(teamEventsPage(kind), { teamId, kind });
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="events" label={t(`${kind}.loading`)} />}
      isEmpty={(answer) => answer.nodes.length === 0}
      empty={{
        title: t(`${kind}.emptyTitle`),
        body: t(`${kind}.emptyBody`),
        icon: <CalendarIcon size={26} />,
      }}
    >
      {(answer) => (
        <Card className="team-events" title={t(`${kind}.title`)}>
          <div className="stat-events">
            {tournamentRuns(answer.nodes).map((run) => (
              <section key={run.key} className="stat-events__group" data-tournament-id={run.tournamentId}>
                <h3 className="stat-events__head">
                  {tournamentNames.get(run.tournamentId) ?? t("tournament.other")}
                </h3>
                <ul className="stat-events__list">
                  {run.events.map((event) => (
                    <StatEventRow
                      key={event.id}
                      event={event}
                      locale={locale}
                      timeZone={timeZone.name}
                      markedTeamId={teamId}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <MoreButton actor={actor} />
        </Card>
      )}
    </StatisticsPageStates>
  );
}
