import { describe, expect, it } from "vitest";
import { planConnect } from "../../../machines/realtimeConnection/connectPlan";

describe("planConnect", () => {
  it("sends nothing for an anonymous client with no topics", () => {
    expect(planConnect({ token: null, subscriptions: [], pending: [], nextRequestSeq: 1 })).toEqual({
      send: [],
      pending: [],
      created: [],
      dropped: [],
      nextRequestSeq: 1,
    });
  });

  it("logs in, re-sends waiting topic requests in call order, then subscribes the other wanted topics", () => {
    const plan = planConnect({
      token: "tok",
      subscriptions: ["a", "b"],
      pending: [
        { type: "login", id: "rt-1", token: "old" },
        { type: "unsubscribe", id: "c-1", topic: "b" },
        { type: "subscribe", id: "c-2", topic: "b" },
      ],
      nextRequestSeq: 5,
    });
    expect(plan.send).toEqual([
      { type: "login", id: "rt-5", token: "tok" },
      { type: "unsubscribe", id: "c-1", topic: "b" },
      { type: "subscribe", id: "c-2", topic: "b" },
      { type: "subscribe", id: "rt-6", topic: "a" },
    ]);
    expect(plan.dropped).toEqual([{ type: "login", id: "rt-1", token: "old" }]);
    expect(plan.created.map((request) => request.id)).toEqual(["rt-5", "rt-6"]);
    expect(plan.pending.map((request) => request.id)).toEqual(["c-1", "c-2", "rt-5", "rt-6"]);
    expect(plan.nextRequestSeq).toBe(7);
  });
});
