import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoParticipants } from "../../../domain/event/participants";
import type { FeedEvent } from "../../../domain/feed/tree";
import { CreatePrediction } from "../../../domain/tips/tipCommands";
import type { TipCard } from "../../../domain/tips/tipsQuery";
import {
  makeSimulatorProvider,
  type SimulatorProvider,
} from "../../../server/provider/simulator/SimulatorProvider";
import { makeSimulatorStatistics } from "../../../server/provider/simulator/statistics/makeSimulatorStatistics";
import { createPageRenderer } from "../../../ui/app/ssr/entry-server";
import { teamTipsKey } from "../../../ui/app/teamTipsActors";
import { INDEX_TEMPLATE } from "../../helpers/indexTemplate";
import { openMatchResultPath, ssrPayloadOf, upcomingSoccerEvents } from "../../helpers/marketplaceRendering";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectOk, signIn, verifiedUser } from "../accounts/accountsHarness";

/**
 * The team page's Tips tab as the server renders it (issue 9): the open tips on the team's matches, as a
 * visitor sees them (no comment), in the snapshot the browser resumes from; a team with none says so and
 * offers its next match's tips.
 */
const SEED = "ssr-team-tips";
let server: TestServer<SimulatorProvider>;
let event: FeedEvent;
let tipId: string;

beforeAll(async () => {
  const provider = makeSimulatorProvider({ seed: SEED, speed: 60, sports: ["soccer"], tickMs: 200 });
  server = await startTestServer({
    provider,
    statistics: makeSimulatorStatistics({ seed: SEED, now: provider.now, book: provider.book }),
    pages: { createPageRenderer, template: INDEX_TEMPLATE, manifest: {} },
    env: { HTML_CACHE: "off" },
  });
  await server.app.feed.settled();
  // The match that starts last: the fast simulator keeps it upcoming longest.
  const upcoming = upcomingSoccerEvents(server)
    .filter((candidate) => openMatchResultPath(candidate) !== undefined)
    .sort((a, b) => b.startTime - a.startTime);
  expect(upcoming[0], "an upcoming soccer match").toBeDefined();
  event = upcoming[0]!;
  const tipster = await verifiedUser(server as unknown as TestServer, { name: "Tia Tipster" });
  tipId = expectOk<{ id: string }>(
    await call(
      server as unknown as TestServer,
      CreatePrediction,
      {
        outcomeHashPath: openMatchResultPath(event)!,
        title: "Home win at a price",
        comment: "Secret reasoning",
        cost: 25,
      },
      (await signIn(server as unknown as TestServer, tipster)).accessToken,
    ),
  ).id;
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const page = async (teamId: string) => {
  const answer = await fetch(`${server.url}/en-us/team/${teamId}/tips`);
  return { status: answer.status, html: await answer.text() };
};

describe("a team's Tips tab rendered on the server", () => {
  it("lists the open tip on the team's match for either team, without its comment", async () => {
    const { home, away } = twoParticipants(event);
    for (const team of [home, away]) {
      const { status, html } = await page(team.teamId);
      expect(status, team.name).toBe(200);
      const article = new RegExp(`<article[^>]*data-tip-id="${tipId}"[^>]*>([\\s\\S]*?)</article>`).exec(
        html,
      )?.[1];
      expect(article, team.name).toContain("Home win at a price");
      expect(article).not.toContain("Secret reasoning");
      // The way to the tip on its match's Tips tab, and the open list chosen.
      expect(html).toContain(`href="/en-us/event/${event.id}/tips#tip-${tipId}"`);
      expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Open<\/button>/);
      expect(html).not.toMatch(/<[^>]+ style="/);
      const snapshot = ssrPayloadOf(html)!.snapshots[teamTipsKey(team.teamId)] as {
        value: string;
        context: { tips: TipCard[] };
      };
      expect(snapshot.value).toBe("loaded");
      expect(snapshot.context.tips.map((tip) => [tip.id, tip.comment])).toEqual([[tipId, null]]);
    }
  }, 60_000);

  it("says a team with no open tip has none, and offers its next match's tips", async () => {
    const { home, away } = twoParticipants(event);
    const other = upcomingSoccerEvents(server)
      .flatMap((candidate) => candidate.participants)
      .find((participant) => participant.teamId !== home.teamId && participant.teamId !== away.teamId);
    expect(other, "another team playing soon").toBeDefined();
    const { status, html } = await page(other!.teamId);
    expect(status).toBe(200);
    expect(html).not.toContain("data-tip-id");
    expect(html).toContain("No open tips on the team");
    expect(html).toMatch(/href="\/en-us\/event\/[^"/]+\/tips"[^>]*>Tips on /);
  }, 60_000);
});
