import type { TipOrder } from "../../domain/tips/tipsQuery.ts";

export const ORDER_LABELS = {
  LAST_CREATED: "tips.orderLastCreated",
  POPULAR: "tips.orderPopular",
  NEAREST_START: "tips.orderNearestStart",
} as const satisfies Record<TipOrder, `tips.${string}`>;
