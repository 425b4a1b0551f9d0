import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedEvent } from "../../../domain/feed/tree";
import type { SimulatorProvider } from "../../../server/provider/simulator/SimulatorProvider";
import { mainSportByCode, sportIdOf } from "../../../ui/sports/mainSports";
import { eventsIn, startRenderingServer } from "../../helpers/renderingServer";
import { closeDatabases } from "../../helpers/testDatabase";
import type { TestServer } from "../../helpers/testServer";

/*
 * The production policy's `style-src 'self' 'nonce-…'` has no 'unsafe-inline': the browser drops every
 * `style="…"` attribute in the HTML the server sends, and hydration keeps the server's attributes, so a
 * dropped one stays missing. No page the server renders may carry one.
 */

const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
const UI_ROOT = join(import.meta.dirname, "../../../ui");
let server: TestServer<SimulatorProvider>;

/** Every `style` attribute inside a tag (not a `<style>` element, which carries the page's nonce). */
const styleAttributes = (html: string): string[] =>
  [...html.matchAll(/<[a-zA-Z][^>]*?\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)].map((match) =>
    match[0].slice(-120),
  );

const page = async (path: string, cookie = "") => {
  const answer = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
  return { status: answer.status, html: await answer.text() };
};

/** A soccer event in play with markets of one, two, three and more outcomes (a correct score). */
const liveEventWithMarkets = (): FeedEvent => {
  const { tree } = server.app.feed.snapshot({ kind: "live", sportId: SOCCER_ID });
  const event = eventsIn(tree).find(
    (candidate) =>
      candidate.status === "in_progress" &&
      Object.values(candidate.scopes).some((scope) =>
        Object.values(scope.markets).some((market) => Object.keys(market.outcomes).length > 3),
      ),
  );
  if (!event) throw new Error("the simulator has no live soccer event with a wide market yet");
  return event;
};

/** Today, or tomorrow late in the evening when today's matches are all played: a day with matches to come. */
const dayToCome = (): string => {
  const days = [0, 1].map((ahead) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10));
  const day = days.find((date) =>
    eventsIn(
      server.app.feed.snapshot({ kind: "day", sportId: SOCCER_ID, date, timeZoneOffset: 0 }).tree,
    ).some((event) => event.status === "not_started"),
  );
  if (!day) throw new Error("the simulator has no soccer match to come today or tomorrow");
  return day;
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|html|svg)$/.test(entry.name) ? [path] : [];
  });

beforeAll(async () => {
  server = await startRenderingServer("no-inline-style");
}, 60_000);
afterAll(async () => {
  await server?.close();
  await closeDatabases();
});

describe("server-rendered pages carry no style attribute", () => {
  // Each page names markup it must hold, so an empty or failed render cannot pass for a clean one.
  it.each([
    { name: "home", path: "/en-us/", holds: 'class="ghost-list' },
    { name: "home, light theme", path: "/en-us/", cookie: "fc_theme_v1=%22light%22", holds: "top-event" },
    { name: "the live list", path: "/en-us/live/soccer", holds: 'class="card line-group' },
    { name: "a day's list", path: () => `/en-us/all/soccer/${dayToCome()}`, holds: 'class="card line-group' },
    { name: "sign-in", path: "/en-us/sign-in", holds: 'type="password"' },
    { name: "a 404", path: "/en-us/no-such-page", status: 404, holds: "<main" },
    { name: "an unknown event", path: "/en-us/event/s0zzzzzzzzzzz", status: 404, holds: "event-not-found" },
  ])("$name", async ({ path, cookie, holds, status }) => {
    const answer = await page(typeof path === "string" ? path : path(), cookie);
    expect(answer.status).toBe(status ?? 200);
    expect(answer.html).toContain(holds);
    expect(styleAttributes(answer.html)).toEqual([]);
  });

  it("an event page with its crests and markets of every width", async () => {
    const event = liveEventWithMarkets();
    const answer = await page(`/en-us/event/${event.id}`);
    expect(answer.status).toBe(200);
    expect(answer.html.match(/class="team-crest"/g)).toHaveLength(2);
    expect(answer.html).toContain("market-card__line--wide");
    expect(answer.html).toMatch(/class="market-card__line"/);
    expect(styleAttributes(answer.html)).toEqual([]);
  });

  it("finds a style attribute where there is one (the check itself)", () => {
    expect(styleAttributes('<div class="a"><span class="b" style="width:3px">x</span></div>')).toHaveLength(
      1,
    );
    expect(styleAttributes('<svg viewBox="0 0 1 1"><path style=fill:red d="M0"/></svg>')).toHaveLength(1);
    expect(styleAttributes('<style nonce="n">.a{color:red}</style><p>style="not an attribute"</p>')).toEqual(
      [],
    );
  });
});

describe("the sources that make the HTML", () => {
  // Pages the test above cannot reach (a skeleton, a toast, a spinner) render from these same sources.
  it("write no style attribute: no `style` prop in a component, no `style=` in markup, icons or the template", () => {
    const offenders = sourceFiles(UI_ROOT).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, at) =>
          /\sstyle=[{"']/.test(line) ? [`${file.slice(UI_ROOT.length + 1)}:${at + 1}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
