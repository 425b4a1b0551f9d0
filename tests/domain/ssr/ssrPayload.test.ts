import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSsrPayload, scriptSafeJson } from "../../../domain/ssr/ssrPayload.ts";

const HOSTILE = "</script><!--<script>\u2028\u2029&";

describe("the HTML's snapshot payload", () => {
  it("cannot end its script element or open a comment, whatever the data says", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const data = { value, text: `${text}${HOSTILE}` };
        const json = scriptSafeJson(data);
        expect(json).not.toMatch(/[<>\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });

  it("reads back what was written, and nothing from a broken or foreign payload", () => {
    const payload = { hydrate: true, snapshots: { "feed line.live.1": { value: "live" } } };
    expect(parseSsrPayload(scriptSafeJson(payload))).toEqual(payload);
    expect(parseSsrPayload(undefined)).toBeNull();
    expect(parseSsrPayload("{")).toBeNull();
    expect(parseSsrPayload('{"hydrate":"yes","snapshots":{}}')).toBeNull();
    expect(parseSsrPayload('{"hydrate":true,"snapshots":[]}')).toBeNull();
  });
});
