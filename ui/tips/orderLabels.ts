import type { TipOrder } from "../../domain/tips/tipsQuery.ts";

export const ORDER_LABELS = {
  LAST_CREATED: "orderLastCreated",
  POPULAR: "orderPopular",
  NEAREST_START: "orderNearestStart",
} as const satisfies Record<TipOrder, string>;
