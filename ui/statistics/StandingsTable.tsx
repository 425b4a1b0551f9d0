import "./statistics.css";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import { legendOf, zoneAt, zonesWithin } from "../../domain/statistics/standingsView.ts";
import type {
  StandingRowView,
  StandingsTable as StandingsTableAnswer,
  StandingsZone,
} from "../../domain/statistics/statisticsAnswers.ts";
import { TeamCrest } from "../event/TeamCrest.tsx";
import { FormPills } from "./FormPills.tsx";
import { TeamNameLink } from "./TeamNameLink.tsx";
import { zoneLabel } from "./zoneLabel.ts";

export type StandingsAppearance = "short" | "full";

/**
 * One standings table (issue 9, shared by the tournament, team and event pages): position with its
 * zone's colour, team (a link to its page when it has one), and the figures. `short` shows played, difference and
 * points; `full` adds won, drawn, lost, goals and form. Rows of `highlightTeamIds` are marked (the event
 * page's two teams); a team playing now carries a live dot. The legend names the zones the table shows.
 */
export function StandingsTable({
  table,
  zones,
  appearance,
  highlightTeamIds = [],
  highlightMeaning = "match",
  locale,
}: {
  readonly table: StandingsTableAnswer;
  readonly zones: ReadonlyArray<StandingsZone>;
  readonly appearance: StandingsAppearance;
  readonly highlightTeamIds?: ReadonlyArray<string>;
  /** What a marked row is to a screen reader: a team of the event shown, or the team the page is about. */
  readonly highlightMeaning?: "match" | "team";
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("statistics");
  const shown = zonesWithin(zones, table.rows.length);
  const full = appearance === "full";
  return (
    <div className={`standings standings--${appearance}`} data-scope={table.scope}>
      <div className="standings__scroll">
        <table className="standings__table">
          <caption className="stat-hidden">
            {table.group ? t("standings.captionGroup", { group: table.group }) : t("standings.caption")}
          </caption>
          <thead>
            <tr>
              <Head short={t("standings.position")} name={t("standings.positionName")} className="pos" />
              <th scope="col" className="standings__team-head">
                {t("standings.team")}
              </th>
              <Head short={t("standings.played")} name={t("standings.playedName")} />
              {full && (
                <>
                  <Head short={t("standings.won")} name={t("standings.wonName")} />
                  <Head short={t("standings.drawn")} name={t("standings.drawnName")} />
                  <Head short={t("standings.lost")} name={t("standings.lostName")} />
                  <Head short={t("standings.goals")} name={t("standings.goalsName")} className="goals" />
                </>
              )}
              <Head short={t("standings.difference")} name={t("standings.differenceName")} />
              <Head short={t("standings.points")} name={t("standings.pointsName")} className="points" />
              {full && <Head short={t("standings.form")} name={t("standings.formName")} className="form" />}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <StandingsRow
                key={row.team.id}
                row={row}
                zoneKind={zoneAt(shown, row.position)?.kind}
                full={full}
                marked={highlightTeamIds.includes(row.team.id)}
                markedLabel={t(highlightMeaning === "team" ? "standings.markedTeam" : "standings.marked")}
                locale={locale}
              />
            ))}
          </tbody>
        </table>
      </div>
      {table.rows.length === 0 && <p className="standings__none">{t("standings.noRows")}</p>}
      {shown.length > 0 && (
        <ul className="standings__legend" aria-label={t("standings.legend")}>
          {legendOf(shown).map((zone) => (
            <li key={zone.kind} className="standings__legend-item">
              <span className={`zone-swatch zone-swatch--${zone.kind}`} aria-hidden="true" />
              {zoneLabel(t, zone)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A column head: the short form on screen, the whole name for screen readers and on hover. */
function Head({
  short,
  name,
  className,
}: {
  readonly short: string;
  readonly name: string;
  readonly className?: string;
}) {
  return (
    <th
      scope="col"
      className={className ? `standings__num standings__${className}` : "standings__num"}
      title={name}
    >
      <abbr title={name}>{short}</abbr>
    </th>
  );
}

function StandingsRow({
  row,
  zoneKind,
  full,
  marked,
  markedLabel,
  locale,
}: {
  readonly row: StandingRowView;
  readonly zoneKind: string | undefined;
  readonly full: boolean;
  readonly marked: boolean;
  readonly markedLabel: string;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("statistics");
  const className = ["standings__row", marked && "standings__row--marked", row.live && "standings__row--live"]
    .filter(Boolean)
    .join(" ");
  return (
    <tr className={className} data-team-id={row.team.id}>
      <td className="standings__num standings__pos">
        <span className={zoneKind ? `standings__place zone--${zoneKind}` : "standings__place"}>
          {row.position}
        </span>
      </td>
      <th scope="row" className="standings__team">
        <TeamNameLink teamId={row.team.id} locale={locale} className="standings__team-link">
          <TeamCrest teamId={row.team.id} name={row.team.name} />
          <span className="standings__team-name">{row.team.name}</span>
        </TeamNameLink>
        {row.live && (
          <span className="standings__live" title={t("standings.playingNow")}>
            <span className="live-dot" aria-hidden="true" />
            <span className="stat-hidden">{t("standings.playingNow")}</span>
          </span>
        )}
        {marked && <span className="stat-hidden">{markedLabel}</span>}
      </th>
      <td className="standings__num">{row.played}</td>
      {full && (
        <>
          <td className="standings__num">{row.won}</td>
          <td className="standings__num">{row.drawn}</td>
          <td className="standings__num">{row.lost}</td>
          <td className="standings__num standings__goals">{`${row.goalsFor}:${row.goalsAgainst}`}</td>
        </>
      )}
      <td className="standings__num">{signed(row.goalDifference)}</td>
      <td className="standings__num standings__points">{row.points}</td>
      {full && (
        <td className="standings__form">
          <FormPills form={row.form} />
        </td>
      )}
    </tr>
  );
}

/** A difference with its sign: +5, 0, −3 (a true minus sign, as tables print it). */
export const signed = (value: number): string =>
  value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : "0";
