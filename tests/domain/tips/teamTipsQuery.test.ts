import { describe, expect, it } from "vitest";
import { teamTipsVariables } from "../../../domain/tips/teamTipsQuery";
import { TIPS_PAGE_SIZE } from "../../../domain/tips/tipsQuery";

describe("teamTipsVariables", () => {
  it("asks for the team's open tips, soonest match first", () => {
    expect(teamTipsVariables({ teamId: "tm-1", list: "open" }, null)).toEqual({
      first: TIPS_PAGE_SIZE,
      after: null,
      filter: { order: "NEAREST_START", status: "ACTIVE", teamId: "tm-1" },
    });
  });

  it("asks for the team's settled tips, newest first, after the cursor", () => {
    expect(teamTipsVariables({ teamId: "tm-1", list: "settled" }, "c2")).toEqual({
      first: TIPS_PAGE_SIZE,
      after: "c2",
      filter: { order: "LAST_CREATED", status: "CLOSED", teamId: "tm-1" },
    });
  });
});
