import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import {
  incidentTimeline,
  minuteLabel,
  type TimelineRow,
  type TimelineScoring,
} from "../../../domain/statistics/incidentTimeline.ts";
import type { StatIncidentView, StatTeamRef } from "../../../domain/statistics/statisticsAnswers.ts";
import { Card } from "../../common/Card.tsx";
import { TeamCrest } from "../TeamCrest.tsx";
import { IncidentIcon } from "./IncidentIcon.tsx";
import { timelinePeriodName } from "./statWords.ts";

type T = TFunction<"eventStatsTabs">;

/**
 * The incidents timeline, newest first: a section per period with its own score, then its incidents.
 * Wide, the home side's incidents sit on the left and the away side's on the right of the minute; on a
 * phone they stack in one column, each marked with its side's colour and its team's crest (eventStats.css).
 */
export function IncidentsCard({
  incidents,
  scoring,
  started,
  home,
  away,
}: {
  readonly incidents: ReadonlyArray<StatIncidentView>;
  readonly scoring: TimelineScoring;
  /** Under way or over: an empty timeline then means there is nothing of the kind to list. */
  readonly started: boolean;
  readonly home: StatTeamRef;
  readonly away: StatTeamRef;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const sections = [...incidentTimeline(incidents, scoring)].reverse();
  return (
    <Card title={t("timeline.title")} className="incidents">
      {sections.length === 0 ? (
        <p className="event-stats__note">{started ? t("timeline.none") : t("timeline.empty")}</p>
      ) : (
        <ol className="incidents__sections">
          {sections.map((section) => (
            <li key={section.key} className="incidents__section" data-period={section.key}>
              <h3 className="incidents__period">
                <span>{timelinePeriodName(t, section.periodType, section.periodNumber)}</span>
                {section.score && (
                  <span className="incidents__period-score">
                    {section.score.home} – {section.score.away}
                  </span>
                )}
              </h3>
              {section.rows.length > 0 && (
                <ol className="incidents__rows">
                  {[...section.rows].reverse().map((row) => (
                    <IncidentRow key={row.seq} row={row} team={row.side === "away" ? away : home} t={t} />
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function IncidentRow({
  row,
  team,
  t,
}: {
  readonly row: TimelineRow;
  readonly team: StatTeamRef;
  readonly t: T;
}) {
  const [main, sub] = wordsOf(row, t);
  return (
    <li className={`incident incident--${row.side ?? "neutral"}`} data-kind={row.kind}>
      <span className="incident__minute">{minuteLabel(row.minute, row.addedMinute)}</span>
      <span className="incident__icon" title={t(`timeline.kinds.${row.kind}`)}>
        <IncidentIcon kind={row.kind} />
      </span>
      <span className="incident__text">
        <span className="incident__main">{main}</span>
        {sub && <span className="incident__sub">{sub}</span>}
      </span>
      {row.score && (
        <span className="incident__score" title={t("timeline.score", row.score)}>
          {row.score.home} – {row.score.away}
        </span>
      )}
      {row.side && (
        <span className="incident__team">
          <TeamCrest teamId={team.id} name={team.name} />
          <span className="stat-hidden">{team.name}</span>
        </span>
      )}
    </li>
  );
}

/** The row's two lines: who, then what (the kind in words, the assist, who went off). */
const wordsOf = (row: TimelineRow, t: T): readonly [string, string | null] => {
  const player = row.player ?? t("timeline.unknownPlayer");
  const kind = t(`timeline.kinds.${row.kind}`);
  switch (row.kind) {
    case "goal":
      return [
        player,
        row.secondaryPlayer ? `${kind} · ${t("timeline.assist", { name: row.secondaryPlayer })}` : kind,
      ];
    case "substitution":
      return [
        t("timeline.playerIn", { name: player }),
        t("timeline.playerOut", { name: row.secondaryPlayer ?? t("timeline.unknownPlayer") }),
      ];
    case "varCheck":
    case "varGoalConfirmed":
    case "varGoalDisallowed":
      return [kind, null];
    case "injuryTime":
      return [t("timeline.minutesAdded", { minutes: row.value ?? 0 }), null];
    default:
      return [player, kind];
  }
};
