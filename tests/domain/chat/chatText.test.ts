import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bannedWordIn,
  chatTextSegments,
  normaliseChatText,
  replyExcerpt,
} from "../../../domain/chat/chatText";

const ALLOWED = ["funsclub.example", "youtube.com"];

describe("a chat message's text", () => {
  it("is trimmed and must hold 1 to 500 characters, an emoji counting as one", () => {
    expect(normaliseChatText("  goal!  ")).toBe("goal!");
    expect(normaliseChatText("   ")).toBeUndefined();
    expect(normaliseChatText("\u200b\u200b")).toBeUndefined();
    expect(normaliseChatText("⚽".repeat(500))).toBe("⚽".repeat(500));
    expect(normaliseChatText("a".repeat(501))).toBeUndefined();
    expect(normaliseChatText("a\r\n\n\n\nb")).toBe("a\n\nb");
  });

  it("keeps markup as typed: no segment is ever anything but text or an allowed link (property)", () => {
    const payloads = [
      '<script>alert("x")</script>',
      '<img src=x onerror="alert(1)">',
      "javascript:alert(1)",
      '"><svg/onload=alert(1)>',
      "https://evil.example/<script>",
      "http://user:pass@funsclub.example/",
    ];
    for (const payload of payloads) {
      const segments = chatTextSegments(payload, ALLOWED);
      expect(segments.map((s) => s.text).join("")).toBe(payload);
      expect(segments.every((s) => s.kind === "text")).toBe(true);
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const segments = chatTextSegments(text, ALLOWED);
        for (const segment of segments)
          if (segment.kind === "link") {
            const host = new URL(segment.href).hostname;
            expect(ALLOWED.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))).toBe(true);
          }
      }),
    );
  });

  it("makes links of allowed hosts only, without the sentence's punctuation", () => {
    expect(
      chatTextSegments("see https://www.youtube.com/watch?v=1. and https://evil.example/x", ALLOWED),
    ).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "https://www.youtube.com/watch?v=1", href: "https://www.youtube.com/watch?v=1" },
      { kind: "text", text: ". and https://evil.example/x" },
    ]);
    expect(chatTextSegments("https://youtube.com.evil.example/", ALLOWED)).toEqual([
      { kind: "text", text: "https://youtube.com.evil.example/" },
    ]);
  });

  it("finds banned words as whole words, whatever their case and accents", () => {
    const banned = ["idiot", "bad words"];
    expect(bannedWordIn("What an IDIOT", banned)).toBe("idiot");
    expect(bannedWordIn("Ídiöt!", banned)).toBe("idiot");
    expect(bannedWordIn("idiotic play", banned)).toBeUndefined();
    expect(bannedWordIn("no bad, words here", banned)).toBe("bad words");
    expect(bannedWordIn("clean", banned)).toBeUndefined();
  });

  it("cuts a replied-to message's excerpt on one line", () => {
    expect(replyExcerpt("a\nb")).toBe("a b");
    const long = replyExcerpt("x".repeat(200));
    expect([...long]).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
  });
});
