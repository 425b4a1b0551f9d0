import { describe, expect, it } from "vitest";
import { renderingServerForFile, upcomingSoccerEvents } from "../../helpers/marketplaceRendering";

/**
 * The event page's tabs as the server renders them: Markets at `/event/{id}` with the way to create a
 * tip, Tips at `/event/{id}/tips` in place of the markets (its list loads in the browser, so the server
 * sends the tab's outline), both in words from the page's own string namespace.
 */
const { server } = renderingServerForFile("ssr-event-tips");

/** The soccer match that starts last (today or tomorrow): the fast simulator keeps it upcoming longest. */
const upcomingEventId = (): string => {
  const upcoming = upcomingSoccerEvents(server())
    .filter((event) => event.scopes["full_event--0"]?.markets["1x2--nil"] !== undefined)
    .sort((a, b) => b.startTime - a.startTime);
  if (!upcoming[0]) throw new Error("no upcoming soccer match");
  return upcoming[0].id;
};

/** The `<a>` of a tab by its text, with its attributes. */
const tabLink = (html: string, text: string) =>
  new RegExp(`<a [^>]*class="tabs__tab[^"]*"[^>]*>${text}</a>`).exec(html)?.[0];

describe("the event page's tabs rendered on the server", () => {
  it("shows the markets at /event/{id}, Markets current, with the way to create a tip", async () => {
    const id = upcomingEventId();
    const answer = await fetch(`${server().url}/en-us/event/${id}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(tabLink(html, "Markets")).toContain('aria-current="page"');
    expect(tabLink(html, "Tips")).toContain(`href="/en-us/event/${id}/tips"`);
    expect(tabLink(html, "Tips")).not.toContain("aria-current");
    expect(html).toContain('data-market-type="1x2"');
    expect(html).toContain('data-testid="tip-create-bar"');
    expect(html).toContain("Pick a price to create a tip on it");
    expect(html).toContain('aria-label="Event sections"');
  }, 60_000);

  it("shows the Tips tab at /event/{id}/tips in place of the markets, its list to load in the browser", async () => {
    const id = upcomingEventId();
    const answer = await fetch(`${server().url}/en-us/event/${id}/tips`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(tabLink(html, "Tips")).toContain('aria-current="page"');
    expect(tabLink(html, "Markets")).toContain(`href="/en-us/event/${id}"`);
    expect(tabLink(html, "Markets")).not.toContain("aria-current");
    expect(html).not.toContain('data-market-type="1x2"');
    expect(html).not.toContain('data-testid="tip-create-bar"');
    // The tab's outline, named in the tips page's words (its namespace came with the page).
    expect(html).toMatch(/<div class="tips-list" role="status" aria-label="Loading…" aria-busy="true">/);
    expect(html).not.toMatch(/<[^>]+ style="/);
  }, 60_000);

  it("answers 404 for an event the server does not know, on either tab", async () => {
    for (const path of ["/en-us/event/zz0000000000", "/en-us/event/zz0000000000/tips"]) {
      expect((await fetch(`${server().url}${path}`)).status, path).toBe(404);
    }
  }, 60_000);
});
