import { describe, expect, it } from "vitest";
import { parseServerMessage } from "../../../domain/realtime/serverMessage";

describe("parseServerMessage", () => {
  it("decodes every known message type", () => {
    expect(parseServerMessage('{"type":"heartbeat","time":5}')).toEqual({
      _tag: "Message",
      message: { type: "heartbeat", time: 5 },
    });
    expect(parseServerMessage('{"type":"loggedin","id":"r1","userId":"u"}')).toEqual({
      _tag: "Message",
      message: { type: "loggedin", id: "r1", userId: "u" },
    });
  });

  it("reports text that is not JSON as malformed", () => {
    expect(parseServerMessage("{oops")).toMatchObject({ _tag: "Malformed" });
  });

  it("reports a known type with a wrong shape as malformed, with the path", () => {
    const parsed = parseServerMessage('{"type":"subscribed","id":7,"topic":"a"}');
    expect(parsed._tag).toBe("Malformed");
    expect(parsed._tag === "Malformed" && parsed.reason).toContain('["id"]');
  });

  it("reports an unknown type as unsupported", () => {
    expect(parseServerMessage('{"type":"shout"}')).toEqual({ _tag: "Unsupported", messageType: "shout" });
  });
});
