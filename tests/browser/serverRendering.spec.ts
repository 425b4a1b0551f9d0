import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Server-rendered pages (issue 14) in a real browser on the real server: the event page's HTML carries
 * its data, so a fresh load asks nothing of it again (only what happened since, from the embedded
 * version); and with scripts off the live list reads and its rows lead to their event pages.
 * Every test here also runs the fixture's hydration check: a mismatch fails it.
 */

const RPC = "__api/rpc/";
const rpcName = (request: Request): string | undefined => {
  const url = request.url();
  const at = url.indexOf(RPC);
  return at < 0 ? undefined : url.slice(at + RPC.length).split("?")[0];
};

/** A live soccer event's id, read from the live list's HTML (no browser needed). */
const liveEventId = async (request: import("@playwright/test").APIRequestContext): Promise<string> => {
  for (let attempt = 0; attempt < 30; attempt++) {
    const html = await (await request.get("/en-us/live/soccer")).text();
    const id = /data-event-id="([^"]+)" data-status="in_progress"/.exec(html)?.[1];
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error("no live soccer event in 30 s");
};

/** Keeps the first element the HTML put in #root, as the parser adds it (before any of the app's script). */
const keepServerNode = () => {
  const observer = new MutationObserver(() => {
    const first = document.getElementById("root")?.firstElementChild;
    if (!first) return;
    (window as { serverNode?: Element }).serverNode = first;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Hydrated: React adopted the server's nodes. A page rendered anew replaces them (the container cleared). */
const keptServerNode = () => (window as { serverNode?: Element }).serverNode?.isConnected === true;

test.describe("server-rendered pages", () => {
  test("a fresh event page shows its match from the HTML and fetches none of it again", async ({
    page,
    request,
    checkPage,
  }) => {
    const eventId = await liveEventId(request);
    const calls: string[] = [];
    page.on("request", (sent) => {
      const name = rpcName(sent);
      if (name) calls.push(name);
    });
    await page.addInitScript(keepServerNode);
    await page.goto(`/en-us/event/${eventId}`);
    await expect(page.getByTestId("event-score")).toBeVisible();
    // Hydrated (React owns the page) and settled: the feed has caught up from the HTML's version.
    await expect.poll(() => calls.includes("get_line_gap"), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState("networkidle");
    await checkPage("event page");
    expect(calls).not.toContain("find_event_snapshot");
    expect(calls).toContain("get_line_gap");
    expect(await page.evaluate(keptServerNode)).toBe(true);
  });

  test("the live and home pages resume from their HTML too", async ({ page, checkPage }) => {
    const calls: string[] = [];
    page.on("request", (sent) => {
      const name = rpcName(sent) ?? (sent.url().includes("/graphql/") ? "graphql" : undefined);
      if (name) calls.push(name);
    });
    await page.goto("/en-us/live/soccer");
    await expect(page.locator(".event-row").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await checkPage("live list");
    expect(calls).not.toContain("get_live_line");
    expect(calls).not.toContain("graphql");

    calls.length = 0;
    await page.goto("/en-us/");
    await expect(page.locator(".top-event").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await checkPage("home");
    expect(calls).not.toContain("graphql");
  });

  test("with JavaScript off the live list reads and a row leads to its event page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en-us/live/soccer");
    await expect(page.locator(".noscript-note")).toBeVisible();
    const row = page.locator('.event-row[data-status="in_progress"]').first();
    await expect(row).toBeVisible();
    const names = (await row.locator(".event-team__name").allTextContents()).filter(Boolean);
    expect(names.length).toBeGreaterThan(1);
    await row.locator("a").first().click();
    await expect(page).toHaveURL(/\/en-us\/event\/[^/]+$/);
    await expect(page.getByTestId("event-score")).toBeVisible();
    for (const name of names) await expect(page.locator(".event-header")).toContainText(name);
    await context.close();
  });
});
