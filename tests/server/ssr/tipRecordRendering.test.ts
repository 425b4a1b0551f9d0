import { describe, expect, it } from "vitest";
import { GENESIS_HASH } from "../../../domain/tips/chain/tipChain";
import { TIP_CHAIN_HEAD_QUERY } from "../../../domain/tips/chain/tipChainQuery";
import { CreatePrediction } from "../../../domain/tips/tipCommands";
import type { TipRecordContext } from "../../../machines/tipRecord/tipRecordMachine";
import { TIP_RECORD_PAGE_KEY } from "../../../ui/app/tipRecordActors";
import {
  openMatchResultPath,
  renderingServerForFile,
  ssrPayloadOf,
  upcomingSoccerEvents,
} from "../../helpers/marketplaceRendering";
import { call, expectOk, signIn, verifiedUser } from "../accounts/accountsHarness";

/** At speed 60 a sports hour is a real minute: a match this far away stays open through the set-up. */
const KICK_OFF_MARGIN_MS = 3_600_000;
const { server, accounts } = renderingServerForFile("ssr-tip-record");

/** A hash path of an open match-result price on a soccer match that starts in more than an hour. */
const upcomingOutcome = (skip: number): string | undefined => {
  const earliest = server().provider.now() + KICK_OFF_MARGIN_MS;
  return upcomingSoccerEvents(server())
    .filter((event) => event.startTime >= earliest)
    .flatMap((event) => openMatchResultPath(event) ?? [])[skip];
};

const publishedHead = async () => {
  const answer = await fetch(`${server().url}/graphql/users?bypassCache=true`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: TIP_CHAIN_HEAD_QUERY }),
  });
  return ((await answer.json()) as { data: { tipChainHead: { seq: number; hash: string } } }).data
    .tipChainHead;
};

describe("the tip record page rendered on the server", () => {
  it("says what the record is and how to check it, while the record is still empty", async () => {
    const answer = await fetch(`${server().url}/en-us/tips-record`);
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
    const html = await (await fetch(`${server().url}/en-us/tips-record?after=2`)).text();
    const facts = /<dl[^>]*data-testid="record-head"[^>]*>([\s\S]*?)<\/dl>/.exec(html);
    expect(facts?.[0]).toContain(`data-seq="2"`);
    expect(facts?.[0]).toContain(`data-hash="${head.hash}"`);
    expect(facts?.[1]).toContain(head.hash);
    expect(facts?.[1]).not.toContain("No tips recorded yet");
    // The CSP drops style attributes (the progress bar is a <progress>): the page has none.
    expect(html).not.toMatch(/<[^>]+ style="/);

    const snapshot = ssrPayloadOf(html)?.snapshots[TIP_RECORD_PAGE_KEY] as {
      value: { head: string; verification: string };
      context: TipRecordContext;
    };
    expect(snapshot.value).toMatchObject({ head: "loaded", verification: "idle" });
    expect(snapshot.context.head).toMatchObject({ seq: 2, hash: head.hash });
    expect(snapshot.context.head?.at).toBeGreaterThan(0);

    const russian = await (await fetch(`${server().url}/ru-ru/tips-record`)).text();
    expect(russian).toContain("Реестр прогнозов");
    expect(russian).toContain("Проверить в браузере");
    expect(russian).toContain(head.hash);
  });
});
