import { describe, expect, it } from "vitest";
import type { ClientRequest } from "../../../domain/realtime/messages";
import { addPending, matchAnswer, removePending } from "../../../domain/realtime/pendingRequests";

const subscribe: ClientRequest = { type: "subscribe", id: "1", topic: "a" };
const login: ClientRequest = { type: "login", id: "2", token: "t" };

describe("pending requests", () => {
  it("keep call order, even for numeric-looking ids", () => {
    const pending = addPending(addPending([], { ...subscribe, id: "10" }), { ...subscribe, id: "2" });
    expect(pending.map((request) => request.id)).toEqual(["10", "2"]);
    expect(removePending(pending, "10").map((request) => request.id)).toEqual(["2"]);
  });

  it("resolve on the answer type the request expects", () => {
    expect(matchAnswer([subscribe, login], { type: "loggedin", id: "2", userId: "u" })).toEqual({
      _tag: "Resolved",
      request: login,
      answer: { type: "loggedin", id: "2", userId: "u" },
    });
  });

  it("flag an answer of the wrong type for a known id", () => {
    expect(matchAnswer([subscribe], { type: "loggedout", id: "1" })).toEqual({
      _tag: "Mismatch",
      request: subscribe,
      answerType: "loggedout",
    });
  });

  it("reject on an error carrying the id, and know nothing of other ids", () => {
    expect(matchAnswer([subscribe], { type: "error", id: "1", code: "x", message: "m" })).toEqual({
      _tag: "Rejected",
      request: subscribe,
      failure: { _tag: "ServerError", code: "x", message: "m" },
    });
    expect(matchAnswer([subscribe], { type: "error", code: "x", message: "m" })).toEqual({
      _tag: "Unknown",
      id: undefined,
    });
    expect(matchAnswer([subscribe], { type: "subscribed", id: "9", topic: "a" })).toEqual({
      _tag: "Unknown",
      id: "9",
    });
  });
});
