import { describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedDiff } from "../../../domain/feed/diff";
import { joinPath, marketName, parseMarketName } from "../../../domain/feed/ids";
import { emptyFeedTree, type FeedTree } from "../../../domain/feed/tree";

const sport = { id: "soccer", code: "soccer", name: "Soccer", priority: 10000, kind: "base" };
const category = { id: "eng", sportId: "soccer", name: "England", icon: "gb", slug: "england", priority: 1 };
const tournament = {
  id: "epl",
  sportId: "soccer",
  categoryId: "eng",
  name: "Premier League",
  slug: "premier-league",
  priority: 1,
  cashOutAvailable: true,
};
const market = { id: "m1", type: "1x2", parameters: {}, locked: false };
const outcome = { id: "o1", code: "P1", coefficient: 2.1, locked: false, updatedAt: 1 };

const E = joinPath("soccer", "eng", "epl", "ev1");
const M = joinPath(E, "full_event--0", "1x2--nil");
const base: ReadonlyArray<FeedDiff> = [
  { level: "sport", action: "CREATE", path: "soccer", data: sport },
  { level: "category", action: "CREATE", path: "soccer->eng", data: category },
  { level: "tournament", action: "CREATE", path: "soccer->eng->epl", data: tournament },
  { level: "event", action: "CREATE", path: E, data: { id: "ev1", status: "not_started" } },
  {
    level: "scope",
    action: "CREATE",
    path: `${E}->full_event--0`,
    data: { type: "full_event", number: 0, locked: false },
  },
  { level: "market", action: "CREATE", path: M, data: market },
  { level: "outcome", action: "CREATE", path: `${M}->P1`, data: outcome },
];
const built = (): FeedTree => applyFeedDiffs(emptyFeedTree, base).tree;
const outcomeOf = (tree: FeedTree) =>
  tree.sports.soccer?.categories.eng?.tournaments.epl?.events.ev1?.scopes["full_event--0"]?.markets[
    "1x2--nil"
  ]?.outcomes.P1;

describe("applyFeedDiffs", () => {
  it("builds the tree from creates, with empty child records", () => {
    const tree = built();
    expect(outcomeOf(tree)).toEqual(outcome);
    expect(
      tree.sports.soccer?.categories.eng?.tournaments.epl?.events.ev1?.scopes["full_event--0"]?.scores,
    ).toEqual({});
  });

  it("treats a create of an existing item as an update", () => {
    const { tree, issues } = applyFeedDiffs(built(), [
      { level: "outcome", action: "CREATE", path: `${M}->P1`, data: { coefficient: 2.4 } },
    ]);
    expect(issues).toEqual([]);
    expect(outcomeOf(tree)).toEqual({ ...outcome, coefficient: 2.4 });
  });

  it("only warns on an update or remove of a missing item, and changes nothing", () => {
    const tree = built();
    const result = applyFeedDiffs(tree, [
      { level: "outcome", action: "UPDATE", path: `${M}->X`, data: { coefficient: 3 } },
      { level: "event", action: "REMOVE", path: joinPath("soccer", "eng", "epl", "nope") },
    ]);
    expect(result.issues.map((i) => i.severity)).toEqual(["warning", "warning"]);
    expect(result.tree).toBe(tree);
  });

  it("logs an unknown sport id as an error and skips the diff", () => {
    const tree = built();
    const result = applyFeedDiffs(tree, [
      {
        level: "event",
        action: "UPDATE",
        path: joinPath("curling", "c", "t", "e"),
        data: { status: "finished" },
      },
    ]);
    expect(result.issues).toMatchObject([{ severity: "error", message: "Unknown sport id curling" }]);
    expect(result.tree).toBe(tree);
  });

  it("refuses sports outside the catalogue when one is given", () => {
    const result = applyFeedDiffs(emptyFeedTree, [base[0]!], { isKnownSport: (id) => id === "tennis" });
    expect(result.issues[0]?.severity).toBe("error");
    expect(result.tree.sports).toEqual({});
  });

  it("warns on a change of market type or parameters and keeps the old ones", () => {
    const result = applyFeedDiffs(built(), [
      {
        level: "market",
        action: "UPDATE",
        path: M,
        data: { type: "12", parameters: { x: "1" }, locked: true },
      },
    ]);
    expect(result.issues.map((i) => i.message)).toEqual([
      `Market ${M} changed its type; the change is ignored`,
      `Market ${M} changed its parameters; the change is ignored`,
    ]);
    const changed =
      result.tree.sports.soccer?.categories.eng?.tournaments.epl?.events.ev1?.scopes["full_event--0"]
        ?.markets["1x2--nil"];
    expect(changed).toMatchObject({ type: "1x2", parameters: {}, locked: true });
  });

  it("removes the children with their parent", () => {
    const { tree } = applyFeedDiffs(built(), [{ level: "event", action: "REMOVE", path: E }]);
    expect(tree.sports.soccer?.categories.eng?.tournaments.epl?.events).toEqual({});
    const again = applyFeedDiffs(tree, [{ level: "outcome", action: "UPDATE", path: `${M}->P1`, data: {} }]);
    expect(again.issues[0]?.message).toContain("missing parent");
  });

  it("ignores child records smuggled in a diff's data", () => {
    const { tree } = applyFeedDiffs(built(), [
      { level: "market", action: "UPDATE", path: M, data: { outcomes: {}, locked: true } },
    ]);
    expect(outcomeOf(tree)).toEqual(outcome);
  });

  it("reports an empty part as an error, also right after a start shared with the diff before", () => {
    const result = applyFeedDiffs(built(), [
      { level: "outcome", action: "UPDATE", path: `${M}->P1`, data: { coefficient: 3 } },
      { level: "outcome", action: "UPDATE", path: `${M}->`, data: { coefficient: 4 } },
      { level: "outcome", action: "UPDATE", path: `${E}->full_event--0->->P1`, data: { coefficient: 5 } },
      { level: "outcome", action: "UPDATE", path: `${M}->P1->`, data: { coefficient: 6 } },
      { level: "outcome", action: "UPDATE", path: `${M}->P10`, data: { coefficient: 7 } },
    ]);
    expect(result.issues.map((issue) => issue.severity)).toEqual(["error", "error", "error", "warning"]);
    expect(outcomeOf(result.tree)?.coefficient).toBe(3);
  });

  it("reports a path of the wrong length as an error", () => {
    const result = applyFeedDiffs(built(), [
      { level: "outcome", action: "UPDATE", path: "soccer->eng", data: {} },
    ]);
    expect(result.issues[0]).toMatchObject({ severity: "error" });
  });
});

describe("market names", () => {
  it("joins sorted parameters and uses nil when there are none", () => {
    expect(marketName("1x2")).toBe("1x2--nil");
    expect(marketName("handicap", { team: "p1", handicap: "-1.5" })).toBe(
      "handicap--handicap::-1.5__team::p1",
    );
    expect(parseMarketName("handicap--handicap::-1.5__team::p1")).toEqual({
      type: "handicap",
      parameters: { handicap: "-1.5", team: "p1" },
    });
    expect(parseMarketName("1x2--nil")).toEqual({ type: "1x2", parameters: {} });
  });
});
