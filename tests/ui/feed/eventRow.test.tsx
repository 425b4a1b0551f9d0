import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { FeedEvent, Market } from "../../../domain/feed/tree.ts";
import { lineColumns } from "../../../domain/sportsbook/lineColumns.ts";
import { EventRow, type RowOptions } from "../../../ui/feed/EventRow.tsx";
import { createI18n } from "../../../ui/i18n/i18n.ts";
import { anEvent } from "../../domain/event/eventFixtures.ts";
import { aMarket, anOutcome } from "../feedFixtures.ts";

/** The row as the server renders it: the odds cells' labels and prices in their column order. */
const renderRow = async (event: FeedEvent, catalogueCode: string): Promise<string> => {
  const options: RowOptions = {
    catalogueCode,
    columns: lineColumns(catalogueCode),
    oddsVisible: true,
    timeZone: "UTC",
    stale: false,
  };
  const i18n = await createI18n("en");
  const root = createRootRoute({
    component: () => (
      <ul>
        <EventRow event={event} options={options} />
      </ul>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  await router.load();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
};

const withMarkets = (...markets: Market[]) =>
  anEvent({
    status: "in_progress",
    scopes: {
      "full_event--0": {
        type: "full_event",
        number: 0,
        locked: false,
        scores: {},
        markets: Object.fromEntries(markets.map((market) => [market.id, market])),
      },
    },
  });

/** `aria-label`s of the odds cells, in order: what a screen reader and the tests read. */
const cellLabels = (html: string): string[] =>
  [...html.matchAll(/<(?:a|span)\b[^>]*class="odds(?: odds--[\w-]+)*"[^>]*>/g)].map(
    ([tag]) => /aria-label="([^"]*)"/.exec(tag)?.[1] ?? "empty",
  );

describe("EventRow", () => {
  it("shows the main market's prices under the sport's columns", async () => {
    const result = aMarket("1x2", [anOutcome("P1", 2.1), anOutcome("X", 3.3), anOutcome("P2", 3.6)]);
    const html = await renderRow(withMarkets(result), "soccer");
    expect(cellLabels(html)).toEqual(["1: 2.10", "X: 3.30", "2: 3.60"]);
    expect(html).toContain('data-market-type="1x2"');
    expect(html).not.toContain("event-row__odds--own-labels");
  });

  it("leaves the draw column empty for the winner market (basketball in overtime)", async () => {
    const winner = aMarket("12", [anOutcome("P1", 1.5), anOutcome("P2", 2.5)]);
    const html = await renderRow(withMarkets(winner), "basketball");
    expect(cellLabels(html)).toEqual(["1: 1.50", "empty", "2: 2.50"]);
  });

  it("names each price with its line when the row shows a handicap (the result is off)", async () => {
    const handicap = aMarket("asian_handicap", [anOutcome("P2", 1.95), anOutcome("P1", 1.9)], {
      handicap: "-1.5",
    });
    const html = await renderRow(withMarkets(handicap), "soccer");
    expect(cellLabels(html)).toEqual(["1 −1.5: 1.90", "empty", "2 +1.5: 1.95"]);
    expect(html).toContain("event-row__odds--own-labels");
  });

  it("names each price and its line when the row shows a total", async () => {
    const totals = aMarket("over_under", [anOutcome("under", 1.95), anOutcome("over", 1.85)], {
      total: "4.5",
    });
    const html = await renderRow(withMarkets(totals), "soccer");
    expect(cellLabels(html)).toEqual(["Over 4.5: 1.85", "empty", "Under 4.5: 1.95"]);
    expect(html).toContain("event-row__odds--own-labels");
  });
});
