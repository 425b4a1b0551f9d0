import type { FeedEvent, ScopeType } from "../feed/tree";
import { compareScopeTypes } from "./scopeOrder";

/**
 * What the status badge says (sports-data section 3): the raw status, made richer while a match is in
 * overtime, extra time or a shoot-out, and once it finished after one of them.
 */
export const DISPLAY_STATUSES = [
  "not_started",
  "live",
  "overtime",
  "extra_time",
  "penalties",
  "finished",
  "after_overtime",
  "after_extra_time",
  "after_penalties",
  "cancelled",
  "postponed",
  "interrupted",
  "retired",
  "corrupted",
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** The parts played after regular time; the last one played (in playing order, scopeOrder) names the result. */
const LATE_SCOPES = ["overtime", "extra_time", "penalties"] as const satisfies ReadonlyArray<ScopeType>;
type LateScope = (typeof LATE_SCOPES)[number];

const AFTER: Record<LateScope, DisplayStatus> = {
  penalties: "after_penalties",
  extra_time: "after_extra_time",
  overtime: "after_overtime",
};

const isLateScope = (type: ScopeType): type is LateScope =>
  (LATE_SCOPES as ReadonlyArray<string>).includes(type);

export const displayStatus = (
  event: Pick<FeedEvent, "status" | "currentScope" | "scopes">,
): DisplayStatus => {
  switch (event.status) {
    case "in_progress": {
      const current = event.currentScope?.type;
      return current !== undefined && isLateScope(current) ? current : "live";
    }
    case "finished": {
      const last = Object.values(event.scopes)
        .map((scope) => scope.type)
        .filter(isLateScope)
        .sort(compareScopeTypes)
        .at(-1);
      return last ? AFTER[last] : "finished";
    }
    default:
      return event.status;
  }
};
