import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinPath } from "../../../domain/feed/ids";
import { parseSsrPayload, SSR_PAYLOAD_ID } from "../../../domain/ssr/ssrPayload";
import { GENESIS_HASH } from "../../../domain/tips/chain/tipChain";
import { TIP_CHAIN_HEAD_QUERY } from "../../../domain/tips/chain/tipChainQuery";
import { CreatePrediction } from "../../../domain/tips/tipCommands";
import type { TipRecordContext } from "../../../machines/tipRecord/tipRecordMachine";
import type { SimulatorProvider } from "../../../server/provider/simulator/SimulatorProvider";
import { TIP_RECORD_PAGE_KEY } from "../../../ui/app/tipRecordActors";
import { mainSportByCode, sportIdOf } from "../../../ui/sports/mainSports";
import { eventsIn, startRenderingServer } from "../../helpers/renderingServer";
import { closeDatabases } from "../../helpers/testDatabase";
import type { TestServer } from "../../helpers/testServer";
import { call, expectOk, signIn, verifiedUser } from "../accounts/accountsHarness";

const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
/** At speed 60 a sports hour is a real minute: a match this far away stays open through the set-up. */
const KICK_OFF_MARGIN_MS = 3_600_000;
let server: TestServer<SimulatorProvider>;

const accounts = (): TestServer => server as unknown as TestServer;

const payloadOf = (html: string) =>
  parseSsrPayload(
    new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*?)</script>`).exec(html)?.[1],
  );

/** A hash path of an open match-result price on a soccer match that starts in more than an hour. */
const upcomingOutcome = (skip: number): string | undefined => {
  const now = server.provider.now();
  const paths: string[] = [];
  for (const offset of [0, 1]) {
    const date = new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
    const { tree } = server.app.feed.snapshot({ kind: "day", sportId: SOCCER_ID, date, timeZoneOffset: 0 });
    for (const event of eventsIn(tree)) {
      if (event.status !== "not_started" || event.locked || event.startTime < now + KICK_OFF_MARGIN_MS)
        continue;
      const market = event.scopes["full_event--0"]?.markets["1x2--nil"];
      const outcome =
        market && !market.locked ? Object.values(market.outcomes).find((o) => !o.locked) : undefined;
      if (outcome) {
        paths.push(
          joinPath(
            SOCCER_ID,
            event.categoryId,
            event.tournamentId,
            event.id,
            "full_event--0",
            "1x2--nil",
            outcome.code,
          ),
        );
      }
    }
  }
  return paths[skip];
};

const publishedHead = async () => {
  const answer = await fetch(`${server.url}/graphql/users?bypassCache=true`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: TIP_CHAIN_HEAD_QUERY }),
  });
  return ((await answer.json()) as { data: { tipChainHead: { seq: number; hash: string } } }).data
    .tipChainHead;
};

beforeAll(async () => {
  server = await startRenderingServer("ssr-tip-record");
}, 60_000);
afterAll(async () => {
  await server?.close();
  await closeDatabases();
});

describe("the tip record page rendered on the server", () => {
  it("says what the record is and how to check it, while the record is still empty", async () => {
    const answer = await fetch(`${server.url}/en-us/tips-record`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("The tip record");
    expect(html).toContain("No tips recorded yet");
    expect(html).toContain(GENESIS_HASH);
    expect(html).toContain("npm run verify-tips");
    expect(html).toContain("tipChainEntries(fromSeq: $fromSeq, limit: $limit)");
  });

  it("arrives with the current head (seq, hash, time) and its loaded snapshot, in the visitor's language", async () => {
    for (const [index, name] of ["Rhea Record", "Sam Seal"].entries()) {
      const outcome = upcomingOutcome(index);
      expect(outcome, "an upcoming soccer match").toBeDefined();
      const { accessToken } = await signIn(accounts(), await verifiedUser(accounts(), { name }));
      expectOk(
        await call(
          accounts(),
          CreatePrediction,
          { outcomeHashPath: outcome!, title: `${name}'s pick`, comment: "Why", cost: 10 },
          accessToken,
        ),
      );
    }
    const head = await publishedHead();
    expect(head.seq).toBe(2);

    // Another address than the first test's: the HTML cache may still hold that page, stale but served.
    const html = await (await fetch(`${server.url}/en-us/tips-record?after=2`)).text();
    const facts = /<dl[^>]*data-testid="record-head"[^>]*>([\s\S]*?)<\/dl>/.exec(html);
    expect(facts?.[0]).toContain(`data-seq="2"`);
    expect(facts?.[0]).toContain(`data-hash="${head.hash}"`);
    expect(facts?.[1]).toContain(head.hash);
    expect(facts?.[1]).not.toContain("No tips recorded yet");
    // The CSP drops style attributes (the progress bar is a <progress>): the page has none.
    expect(html).not.toMatch(/<[^>]+ style="/);

    const snapshot = payloadOf(html)?.snapshots[TIP_RECORD_PAGE_KEY] as {
      value: { head: string; verification: string };
      context: TipRecordContext;
    };
    expect(snapshot.value).toMatchObject({ head: "loaded", verification: "idle" });
    expect(snapshot.context.head).toMatchObject({ seq: 2, hash: head.hash });
    expect(snapshot.context.head?.at).toBeGreaterThan(0);

    const russian = await (await fetch(`${server.url}/ru-ru/tips-record`)).text();
    expect(russian).toContain("Реестр прогнозов");
    expect(russian).toContain("Проверить в браузере");
    expect(russian).toContain(head.hash);
  });
});
