import { describe, expect, it } from "vitest";
import { FULL_EVENT_SCOPE } from "../../../domain/feed/ids.ts";
import type { FeedEvent } from "../../../domain/feed/tree.ts";
import { sameMatch } from "../../../ui/feed/sameMatch.ts";
import { anEvent, aScope } from "../../domain/event/eventFixtures.ts";

const withScope = (event: FeedEvent, change: (scope: FeedEvent["scopes"][string]) => object): FeedEvent => {
  const scope = event.scopes[FULL_EVENT_SCOPE]!;
  return { ...event, scopes: { ...event.scopes, [FULL_EVENT_SCOPE]: { ...scope, ...change(scope) } } };
};

describe("sameMatch", () => {
  const event = anEvent({ scopes: { [FULL_EVENT_SCOPE]: aScope("full_event", 1, 0) } });

  it("holds when only the markets changed (a price move copies the path to it)", () => {
    expect(
      sameMatch(
        event,
        withScope(event, () => ({ markets: {} })),
      ),
    ).toBe(true);
  });

  it("fails when a score, an event field or the set of scopes changed", () => {
    const scored = withScope(event, (scope) => ({ scores: { ...scope.scores } }));
    expect(sameMatch(event, scored)).toBe(false);
    expect(sameMatch(event, { ...event, status: "interrupted" })).toBe(false);
    expect(sameMatch(event, { ...event, extraInfo: { ...event.extraInfo } })).toBe(false);
    const halves = { ...event, scopes: { ...event.scopes, "half--1": aScope("half", 0, 0, 1) } };
    expect(sameMatch(event, halves)).toBe(false);
  });
});
