import { describe, expect, it } from "vitest";
import { CreatePrediction } from "../../../domain/tips/tipCommands";
import type { TipCard } from "../../../domain/tips/tipsQuery";
import { tipsPageKey } from "../../../ui/app/pageActors";
import {
  openMatchResultPath,
  renderingServerForFile,
  SOCCER_ID,
  ssrPayloadOf,
  upcomingSoccerEvents,
} from "../../helpers/marketplaceRendering";
import { call, expectOk, signIn, verifiedUser } from "../accounts/accountsHarness";

const { server, accounts } = renderingServerForFile("ssr-tips");

/**
 * Hash paths of open match-result prices on soccer matches, the latest start first: the simulator runs at
 * speed 60 here, so a match ten sports minutes away kicks off within seconds on a busy machine.
 */
const upcomingOutcomes = (): string[] =>
  upcomingSoccerEvents(server())
    .flatMap((event) => {
      const path = openMatchResultPath(event);
      return path ? [{ startTime: event.startTime, path }] : [];
    })
    .sort((a, b) => b.startTime - a.startTime)
    .map((outcome) => outcome.path);

const publish = async (accessToken: string, outcomeHashPath: string, title: string, cost: number) =>
  expectOk<{ id: string }>(
    await call(
      accounts(),
      CreatePrediction,
      { outcomeHashPath, title, comment: `Secret of ${title}`, cost },
      accessToken,
    ),
  ).id;

describe("the tips page rendered on the server", () => {
  it("arrives as HTML with its tips, each an article with its id, and no comment for a visitor", async () => {
    const [first, second] = upcomingOutcomes();
    expect(first && second, "two upcoming soccer matches").toBeTruthy();
    const tipsters = [
      await verifiedUser(accounts(), { name: "Tia Tipster" }),
      await verifiedUser(accounts(), { name: "Max Picks" }),
    ];
    const paid = await publish(
      (await signIn(accounts(), tipsters[0]!)).accessToken,
      first!,
      "Home win, paid",
      40,
    );
    const free = await publish(
      (await signIn(accounts(), tipsters[1]!)).accessToken,
      second!,
      "Home win, free",
      0,
    );

    const answer = await fetch(`${server().url}/en-us/tips/soccer`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    for (const [id, title, creator] of [
      [paid, "Home win, paid", "Tia Tipster"],
      [free, "Home win, free", "Max Picks"],
    ] as const) {
      const article = new RegExp(`<article[^>]*data-tip-id="${id}"[^>]*>([\\s\\S]*?)</article>`).exec(
        html,
      )?.[1];
      expect(article, `the article of ${title}`).toBeDefined();
      expect(article).toContain(title);
      expect(article).toContain(creator);
      expect(article).not.toContain(`Secret of ${title}`);
      expect(article).toContain("The tipster&#x27;s analysis is locked");
    }
    expect(html).toContain("Unlock for 40 FUN");
    expect(html).toContain("Unlock for free");
    // Newest first: the free tip was made last.
    expect(html.indexOf(`data-tip-id="${free}"`)).toBeLessThan(html.indexOf(`data-tip-id="${paid}"`));
    // The CSP drops style attributes: the page has none.
    expect(html).not.toMatch(/<[^>]+ style="/);

    // The page machine's snapshot travels with the page, loaded, so the browser resumes from it.
    const snapshot = ssrPayloadOf(html)?.snapshots[tipsPageKey(SOCCER_ID)] as {
      value: string;
      context: { tips: TipCard[] };
    };
    expect(snapshot.value).toBe("loaded");
    expect(snapshot.context.tips.map((tip) => tip.id)).toEqual(expect.arrayContaining([paid, free]));
    expect(snapshot.context.tips.every((tip) => tip.comment === null)).toBe(true);
  });

  it("an unknown sport answers 404", async () => {
    const answer = await fetch(`${server().url}/en-us/tips/curling`);
    expect(answer.status).toBe(404);
  });
});
