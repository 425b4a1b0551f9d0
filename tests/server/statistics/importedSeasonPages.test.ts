import { readFileSync } from "node:fs";
import { Layer, ManagedRuntime, Schema } from "effect";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StandingsAnswer } from "../../../domain/statistics/statisticsAnswers";
import { STANDINGS_QUERY, TOURNAMENT_QUERY } from "../../../domain/statistics/statisticsQueries";
import { teamHasPage } from "../../../domain/statistics/teamPage";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { makeServiceSchema } from "../../../server/graphql/serviceSchemas";
import { makeInProcessExecutor } from "../../../server/graphql/statistics/inProcessStatistics";
import type { StatisticsDeps } from "../../../server/graphql/statistics/statisticsSchemaParts";
import { makeLogger } from "../../../server/log";
import { makeSimulatorStatistics } from "../../../server/provider/simulator/statistics/makeSimulatorStatistics";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";
import { importFootballJsonFiles } from "../../../server/statistics/archive/archiveStore";
import { topFlightTournament } from "../../../server/statistics/archive/footballJsonSeason";
import { makeArchiveReader } from "../../../server/statistics/archiveReader";
import { StandingsTable } from "../../../ui/statistics/StandingsTable";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";
import { renderView } from "../../ui/statistics/renderView";

/**
 * Issue 9 item 3's last step: an imported real season appears on the tournament's archive (its seasons)
 * and standings, through the Statistics service the pages ask, beside the world's simulated seasons.
 */
const SEED = "funsclub";
const world = generateWorld(SEED);
const premier = topFlightTournament(world, "en")!;
let db: SqlDriver;
let run: ReturnType<typeof makeInProcessExecutor>;

beforeAll(async () => {
  db = await freshDatabase();
  const imported = await importFootballJsonFiles(db, world, [
    {
      fileName: "2013-14/en.1.json",
      text: readFileSync("tests/fixtures/football.json/2013-14/en.1.json", "utf8"),
    },
  ]);
  expect(imported.ok).toBe(true);
  const deps: StatisticsDeps = {
    provider: makeSimulatorStatistics({ seed: SEED, now: () => Date.UTC(2026, 10, 25, 12), world }),
    archive: makeArchiveReader(db),
    runtime: ManagedRuntime.make(Layer.empty) as StatisticsDeps["runtime"],
    logger: makeLogger("silent"),
  };
  run = makeInProcessExecutor(makeServiceSchema("statistics", { statistics: deps }), "statistics");
});
afterAll(closeDatabases);

describe("an imported season on the tournament pages", () => {
  it("is listed among the tournament's seasons, after the simulated ones", async () => {
    const result = await run(TOURNAMENT_QUERY, { id: premier.id });
    expect(result.errors).toBeUndefined();
    const { seasons, currentSeasonId } = (
      result.data as {
        tournament: { seasons: Array<{ id: string; year: string; source: string }>; currentSeasonId: string };
      }
    ).tournament;
    expect(seasons.at(-1)).toMatchObject({ year: "2013/2014", source: "football.json" });
    expect(seasons[0]!.source).toBe("simulator");
    expect(currentSeasonId).toBe(seasons[0]!.id);
  });

  it("gives the real final table on its standings", async () => {
    const { tournament } = (await run(TOURNAMENT_QUERY, { id: premier.id })).data as {
      tournament: { seasons: Array<{ id: string; source: string }> };
    };
    const season = tournament.seasons.find((s) => s.source === "football.json")!;
    const result = await run(STANDINGS_QUERY, { seasonId: season.id, live: false });
    expect(result.errors).toBeUndefined();
    const overall = (
      result.data as {
        standings: {
          tables: Array<{
            scope: string;
            rows: Array<{ team: { name: string }; points: number; played: number }>;
          }>;
        };
      }
    ).standings.tables.find((t) => t.scope === "overall")!;
    expect(overall.rows).toHaveLength(20);
    expect(overall.rows.slice(0, 2).map((r) => [r.team.name, r.points, r.played])).toEqual([
      ["Manchester City", 86, 38],
      ["Liverpool FC", 84, 38],
    ]);
  });
});

describe("team names on an imported season's pages", () => {
  const seasonOf = async (source: string): Promise<string> => {
    const { tournament } = (await run(TOURNAMENT_QUERY, { id: premier.id })).data as {
      tournament: { seasons: Array<{ id: string; source: string }> };
    };
    return tournament.seasons.find((s) => s.source === source)!.id;
  };

  /** The overall table's rows as the standings tab renders them: for each row, whether its team is a link. */
  const renderedRows = async (seasonId: string) => {
    const result = await run(STANDINGS_QUERY, { seasonId, live: false });
    expect(result.errors).toBeUndefined();
    const answer = Schema.decodeUnknownSync(StandingsAnswer)(
      (result.data as { standings: unknown }).standings,
    );
    const table = answer.tables.find((t) => t.scope === "overall")!;
    const html = await renderView(() =>
      createElement(StandingsTable, { table, zones: answer.zones, appearance: "short", locale: "en-us" }),
    );
    return table.rows.map((row) => {
      const cell = html.match(new RegExp(`<tr[^>]*data-team-id="${row.team.id}"[\\s\\S]*?</th>`))?.[0] ?? "";
      return {
        id: row.team.id,
        name: row.team.name,
        linked: cell.includes(`href="/en-us/team/${row.team.id}"`),
      };
    });
  };

  it("are plain text in an imported season's standings (the team page knows no such team)", async () => {
    const rows = await renderedRows(await seasonOf("football.json"));
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.linked)).toEqual([]);
    expect(rows.map((row) => teamHasPage(row.id))).not.toContain(true);
  });

  it("are links to the team pages in a simulated season's standings", async () => {
    const rows = await renderedRows(await seasonOf("simulator"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.linked)).toEqual([]);
  });

  it("link every team of the world", () => {
    expect([...world.teamInfo.keys()].filter((id) => !teamHasPage(id))).toEqual([]);
  });
});
