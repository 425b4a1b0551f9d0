import type { DisplayStatus } from "../../domain/event/displayStatus.ts";
import type { CurrentScope } from "../../domain/feed/tree.ts";

/** How a status badge is coloured: in play, still to come, over, or called off. */
export type StatusTone = "live" | "upcoming" | "ended" | "off";

const TONES: Record<DisplayStatus, StatusTone> = {
  not_started: "upcoming",
  live: "live",
  overtime: "live",
  extra_time: "live",
  penalties: "live",
  finished: "ended",
  after_overtime: "ended",
  after_extra_time: "ended",
  after_penalties: "ended",
  cancelled: "off",
  postponed: "off",
  interrupted: "off",
  retired: "off",
  corrupted: "off",
};

export const statusTone = (status: DisplayStatus): StatusTone => TONES[status];

/** The i18n key and number of a scope's name (`Set 2`, `2nd half`…); full event reads "Match". */
export const scopeLabel = (scope: Pick<CurrentScope, "type" | "number">) => ({
  key: `scope.${scope.type}` as const,
  number: scope.number,
});
