import type { TipCard } from "../../domain/tips/tipsQuery";

/** A tip as a list shows it: an active 50 FUN tip on a soccer match result, its comment locked. */
export const tipCard = (id: string, overrides: Partial<TipCard> = {}): TipCard => ({
  id,
  createdAt: 1_000,
  eventStart: 9_000,
  sportId: "soccer-id",
  title: `Tip ${id}`,
  comment: null,
  selection: {
    eventId: "e1",
    scopeKey: "full_event--0",
    marketName: "1x2--nil",
    marketType: "1x2",
    outcomeCode: "P1",
  },
  odds: 2.1,
  closingOdds: null,
  cost: { amount: 50, currency: "FUN" },
  creator: { id: "u1", name: "Ann" },
  status: "active",
  predictionResult: null,
  purchasedTimes: 0,
  purchasedByViewer: false,
  ...overrides,
});
