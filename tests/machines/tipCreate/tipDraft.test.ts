import { describe, expect, it } from "vitest";
import { TIP_COMMENT_MAX_LENGTH, TIP_TITLE_MAX_LENGTH } from "../../../domain/tips/tipCommands.ts";
import { isTipDraftValid, tipDraftProblems, tipPayload } from "../../../machines/tipCreate/tipDraft.ts";

const good = { title: "Home win", comment: "Their keeper is back", cost: "25" };

describe("tipDraftProblems", () => {
  it("finds nothing wrong with a titled, commented tip at a whole cost from 0 to 10,000", () => {
    for (const cost of ["0", "1", "25", "10000", " 7 "]) {
      expect(tipDraftProblems({ ...good, cost })).toEqual({});
      expect(isTipDraftValid({ ...good, cost })).toBe(true);
    }
  });

  it("says a blank title or comment is required and an overlong one too long", () => {
    expect(tipDraftProblems({ ...good, title: "   " })).toEqual({ title: "required" });
    expect(tipDraftProblems({ ...good, comment: "" })).toEqual({ comment: "required" });
    expect(tipDraftProblems({ ...good, title: "x".repeat(TIP_TITLE_MAX_LENGTH + 1) })).toEqual({
      title: "tooLong",
    });
    expect(tipDraftProblems({ ...good, comment: "x".repeat(TIP_COMMENT_MAX_LENGTH + 1) })).toEqual({
      comment: "tooLong",
    });
    // The bound counts the trimmed text, as the server's schema does.
    expect(tipDraftProblems({ ...good, title: ` ${"x".repeat(TIP_TITLE_MAX_LENGTH)} ` })).toEqual({});
  });

  it("wants the cost typed, whole and at most 10,000", () => {
    expect(tipDraftProblems({ ...good, cost: "" })).toEqual({ cost: "required" });
    for (const cost of ["1.5", "-3", "abc", "1e3", "2,5"]) {
      expect(tipDraftProblems({ ...good, cost })).toEqual({ cost: "notWhole" });
    }
    expect(tipDraftProblems({ ...good, cost: "10001" })).toEqual({ cost: "outOfRange" });
    expect(isTipDraftValid({ ...good, cost: "10001" })).toBe(false);
  });

  it("names every refused field at once", () => {
    expect(tipDraftProblems({ title: "", comment: " ", cost: "x" })).toEqual({
      title: "required",
      comment: "required",
      cost: "notWhole",
    });
  });
});

describe("tipPayload", () => {
  it("is the command's payload, trimmed as the server decodes it", () => {
    expect(tipPayload("a->b", { title: "  Home win ", comment: " Keeper ", cost: " 40 " })).toEqual({
      outcomeHashPath: "a->b",
      title: "Home win",
      comment: "Keeper",
      cost: 40,
    });
  });

  it("refuses a draft the server would refuse", () => {
    expect(() => tipPayload("a->b", { ...good, cost: "10001" })).toThrow();
  });
});
