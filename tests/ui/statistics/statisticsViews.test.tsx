import { describe, expect, it } from "vitest";
import type { MetricTable, StandingsTable, StatEvent } from "../../../domain/statistics/statisticsAnswers.ts";
import { archiveTeamId } from "../../../server/statistics/archive/footballJsonSeason.ts";
import { MetricTables } from "../../../ui/statistics/MetricTables.tsx";
import { StandingsTable as StandingsTableView } from "../../../ui/statistics/StandingsTable.tsx";
import { StatEventList } from "../../../ui/statistics/StatEventList.tsx";
import { StatEventRow } from "../../../ui/statistics/StatEventRow.tsx";
import { renderView } from "./renderView.tsx";

const team = (id: string) => ({ id, name: `Team ${id}`, shortName: id.toUpperCase() });

const row = (position: number, id: string, extra: Partial<StandingsTable["rows"][number]> = {}) => ({
  position,
  team: team(id),
  played: 10,
  won: 6,
  drawn: 2,
  lost: 2,
  goalsFor: 18,
  goalsAgainst: 9,
  goalDifference: 9,
  points: 20,
  form: ["W", "D", "L"],
  live: false,
  ...extra,
});

const table: StandingsTable = {
  group: null,
  scope: "overall",
  rows: [row(1, "a"), row(2, "b", { live: true, goalDifference: -3 }), row(3, "c")],
};

const zones = [
  { from: 1, to: 1, kind: "continental", label: "Continental cups" },
  { from: 3, to: 3, kind: "relegation", label: "Relegation" },
];

/** The cells of one `<tr data-team-id=...>`, tags stripped. */
const rowOf = (html: string, teamId: string): string =>
  (html.match(new RegExp(`<tr[^>]*data-team-id="${teamId}"[\\s\\S]*?</tr>`))?.[0] ?? "").replace(
    /<[^>]+>/g,
    "|",
  );

describe("StandingsTable", () => {
  it("shows position, team, played, difference and points in the short appearance", async () => {
    const html = await renderView(() => (
      <StandingsTableView table={table} zones={zones} appearance="short" locale="en-us" />
    ));
    expect(html.match(/<th scope="col"/g)).toHaveLength(5);
    expect(html).not.toContain("form-pill");
    expect(html).toContain('href="/en-us/team/a"');
  });

  it("adds won, drawn, lost, goals and form in the full appearance", async () => {
    const html = await renderView(() => (
      <StandingsTableView table={table} zones={zones} appearance="full" locale="en-us" />
    ));
    expect(html.match(/<th scope="col"/g)).toHaveLength(10);
    expect(rowOf(html, "a")).toContain("18:9");
    expect(html).toContain('class="form-pill form-pill--W"');
    expect(html).toContain('aria-label="Win, Draw, Loss"');
  });

  it("colours the zones' places and names them in a legend", async () => {
    const html = await renderView(() => (
      <StandingsTableView table={table} zones={zones} appearance="short" locale="en-us" />
    ));
    expect(html).toMatch(/data-team-id="a"[\s\S]*?standings__place zone--continental/);
    expect(html).toMatch(/data-team-id="c"[\s\S]*?standings__place zone--relegation/);
    expect(html).toMatch(/data-team-id="b"[\s\S]*?class="standings__place">2</);
    expect(html).toContain("Continental cups");
    expect(html).toContain("Relegation");
  });

  it("marks the highlighted teams and the ones playing now", async () => {
    const html = await renderView(() => (
      <StandingsTableView
        table={table}
        zones={[]}
        appearance="short"
        highlightTeamIds={["c"]}
        locale="en-us"
      />
    ));
    expect(html).toMatch(/class="standings__row standings__row--marked" data-team-id="c"/);
    expect(html).toMatch(/class="standings__row standings__row--live" data-team-id="b"/);
    expect(rowOf(html, "b")).toContain("Playing now");
    expect(rowOf(html, "b")).toContain("−3");
    expect(html).not.toContain("standings__legend");
  });
});

const event = (extra: Partial<StatEvent> = {}): StatEvent => ({
  id: "e1",
  tournamentId: "t",
  seasonId: "s",
  round: 4,
  roundType: "REGULAR",
  stage: "UNKNOWN",
  group: null,
  // 2026-11-24 19:30 UTC
  startTime: Date.UTC(2026, 10, 24, 19, 30),
  status: "finished",
  home: team("h"),
  away: team("w"),
  score: { home: 2, away: 1, penaltiesHome: null, penaltiesAway: null },
  winner: "home",
  minute: null,
  ...extra,
});

describe("StatEventRow", () => {
  it("shows a result with its date, the winner bold and the teams leading to their pages", async () => {
    const html = await renderView(() => (
      <ul>
        <StatEventRow event={event()} locale="en-us" timeZone="Europe/London" />
      </ul>
    ));
    expect(html).toContain('href="/en-us/event/e1"');
    expect(html).toContain('class="stat-event__team stat-event__team--won" href="/en-us/team/h"');
    expect(html).toContain('class="stat-event__team" href="/en-us/team/w"');
    expect(html).toContain("11/24/26");
    expect(html).toContain(">FT<");
  });

  it("names an imported season's clubs without links (the team page does not know them)", async () => {
    const html = await renderView(() => (
      <ul>
        <StatEventRow
          event={event({ home: team(archiveTeamId("Arsenal FC")), away: team("w") })}
          locale="en-us"
          timeZone="Europe/London"
        />
      </ul>
    ));
    expect(html).toContain(
      `<span class="stat-event__team stat-event__team--won" data-team-page="none">Team ${archiveTeamId("Arsenal FC")}</span>`,
    );
    expect(html).not.toContain(`/team/${archiveTeamId("Arsenal FC")}`);
    expect(html).toContain('class="stat-event__team" href="/en-us/team/w"');
    expect(html).toContain('href="/en-us/event/e1"');
  });

  it("shows a fixture's kick-off in the visitor's zone and no score", async () => {
    const html = await renderView(() => (
      <ul>
        <StatEventRow
          event={event({ status: "not_started", score: null, winner: null })}
          locale="en-us"
          timeZone="Asia/Tokyo"
        />
      </ul>
    ));
    expect(html).toContain("04:30 AM");
    expect(html).toContain("stat-event__score--none");
  });

  it("shows the minute of a live match", async () => {
    const html = await renderView(() => (
      <ul>
        <StatEventRow
          event={event({ status: "in_progress", minute: 67, winner: null })}
          locale="en-us"
          timeZone="UTC"
        />
      </ul>
    ));
    expect(html).toContain("stat-event stat-event--live");
    expect(html).toContain("67′");
  });
});

describe("StatEventList", () => {
  it("heads each round, a group stage's by round and group", async () => {
    const html = await renderView(() => (
      <StatEventList
        events={[
          event({ id: "a", round: 5 }),
          event({ id: "b", round: 4 }),
          event({ id: "c", round: 1, stage: "GROUP_STAGE", group: "Group A" }),
          event({ id: "d", round: 7, roundType: "QUARTERFINALS", stage: "PLAY_OFF" }),
        ]}
        grouping="round"
        locale="en-us"
        timeZone="UTC"
      />
    ));
    const heads = [...html.matchAll(/<h3 class="stat-events__head">([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(heads).toEqual(["Round 5", "Round 4", "Round 1 · Group A", "Quarter-finals"]);
  });

  it("groups by the visitor's day", async () => {
    const late = Date.UTC(2026, 10, 24, 23, 30);
    const html = await renderView(() => (
      <StatEventList
        events={[event({ id: "a", startTime: late }), event({ id: "b", startTime: late + 3_600_000 })]}
        grouping="date"
        locale="en-us"
        timeZone="UTC"
      />
    ));
    expect(html.match(/stat-events__head/g)).toHaveLength(2);
    const tokyo = await renderView(() => (
      <StatEventList
        events={[event({ id: "a", startTime: late }), event({ id: "b", startTime: late + 3_600_000 })]}
        grouping="date"
        locale="en-us"
        timeZone="Asia/Tokyo"
      />
    ));
    expect(tokyo.match(/stat-events__head/g)).toHaveLength(1);
  });
});

const metric = (name: string, values: ReadonlyArray<number>): MetricTable => ({
  metric: name,
  group: "attacking",
  rows: values.map((value, index) => ({
    position: index + 1,
    team: team("t"),
    player: { id: `${name}-${index}`, name: `Player ${index}`, position: "F" },
    value,
    played: 12,
  })),
});

describe("MetricTables", () => {
  it("opens on the first metric, a pressed tab per metric, players leading to their pages", async () => {
    const html = await renderView(() => (
      <MetricTables
        tables={[metric("goals", [9, 6]), metric("rating", [7.456])]}
        locale="en-us"
        subject="player"
      />
    ));
    expect(html).toMatch(/aria-pressed="true"[^>]*data-metric="goals"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*data-metric="rating"/);
    expect(html).toContain('href="/en-us/player/goals-0"');
    expect(html).not.toContain("rating-0");
  });

  it("keeps a rating's decimals", async () => {
    const html = await renderView(() => (
      <MetricTables tables={[metric("rating", [7.456])]} locale="en-us" subject="player" />
    ));
    expect(html).toContain(">7.46<");
  });
});
