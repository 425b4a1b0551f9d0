import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CSP_SAMPLE_MAX_LENGTH,
  type CspReportFormat,
  cspReportFormatOf,
  decodeCspReport,
  toViolations,
} from "../../../domain/security/cspViolation";
import { chromiumReportTo, chromiumReportUri } from "./cspViolationFixtures";

const violationsOf = (format: CspReportFormat, body: string) => {
  const decoded = decodeCspReport(format, JSON.parse(body));
  if (!decoded) throw new Error("the report did not decode");
  return toViolations(decoded);
};

describe("cspReportFormatOf", () => {
  it("knows the two report media types, whatever their case and parameters", () => {
    expect(cspReportFormatOf("application/csp-report")).toBe("report-uri");
    expect(cspReportFormatOf("Application/CSP-Report; charset=utf-8")).toBe("report-uri");
    expect(cspReportFormatOf("application/reports+json")).toBe("report-to");
    expect(cspReportFormatOf("application/json")).toBeUndefined();
    expect(cspReportFormatOf(undefined)).toBeUndefined();
  });
});

describe("a report-uri report from Chromium", () => {
  it("keeps the page's path without its query or fragment", () => {
    const [violation] = violationsOf("report-uri", chromiumReportUri.inlineScript);
    expect(violation).toEqual({
      documentPath: "/events/12",
      directive: "script-src-elem",
      blocked: "inline",
      sourceFile: "http://localhost:47817/events/12",
      line: 3,
      column: 9,
      sample: "",
      disposition: "enforce",
    });
  });

  it("names an inline style attribute by its directive", () => {
    const [violation] = violationsOf("report-uri", chromiumReportUri.inlineStyleAttribute);
    expect(violation).toMatchObject({ directive: "style-src-attr", blocked: "inline", line: 2, column: 22 });
  });

  it("reduces a blocked URL to its origin and path", () => {
    expect(violationsOf("report-uri", chromiumReportUri.blockedImage)[0]).toMatchObject({
      directive: "img-src",
      blocked: "https://other.example.org/pixel.png",
    });
    expect(violationsOf("report-uri", chromiumReportUri.blockedFetch)[0]).toMatchObject({
      directive: "connect-src",
      blocked: "https://api.example.net/v1/x",
    });
  });

  it("keeps Trusted Types keywords and the sink in the sample, without the URL's query", () => {
    expect(violationsOf("report-uri", chromiumReportUri.trustedHtmlSink)[0]).toMatchObject({
      directive: "require-trusted-types-for",
      blocked: "trusted-types-sink",
      sample: "Element innerHTML|<b>hi</b>",
    });
    expect(violationsOf("report-uri", chromiumReportUri.evalSink)[0]).toMatchObject({ sample: "eval|1+1" });
    expect(violationsOf("report-uri", chromiumReportUri.trustedTypesPolicy)[0]).toMatchObject({
      directive: "trusted-types",
      blocked: "trusted-types-policy",
      sample: "evil",
    });
    expect(violationsOf("report-uri", chromiumReportUri.scriptUrlSink)[0]!.sample).toBe(
      "HTMLScriptElement src|https://cdn.example.com/lib.js",
    );
  });
});

describe("a report-to batch from Chromium", () => {
  it("gives one violation per csp-violation report, normalised like the legacy format", () => {
    const all = chromiumReportTo.flatMap((batch) => violationsOf("report-to", batch));
    expect(all.map((v) => `${v.directive} ${v.blocked}`).sort()).toEqual(
      [
        "connect-src https://api.example.net/v1/x",
        "img-src https://other.example.org/pixel.png",
        "require-trusted-types-for trusted-types-sink",
        "require-trusted-types-for trusted-types-sink",
        "require-trusted-types-for trusted-types-sink",
        "require-trusted-types-for trusted-types-sink",
        "script-src-elem inline",
        "style-src-attr inline",
        "trusted-types trusted-types-policy",
      ].sort(),
    );
    for (const v of all) {
      expect(v.documentPath).toBe("/events/12");
      expect(v.sourceFile).toBe("https://localhost:47817/events/12");
    }
  });

  it("agrees with report-uri on the same violation", () => {
    const legacy = violationsOf("report-uri", chromiumReportUri.blockedImage)[0]!;
    const batch = violationsOf("report-to", chromiumReportTo[2])[0]!;
    expect({ ...batch, sourceFile: "" }).toEqual({ ...legacy, sourceFile: "" });
  });

  it("sets aside other report types and counts bad csp-violation bodies", () => {
    const decoded = decodeCspReport("report-to", [
      { type: "deprecation", age: 1, url: "https://x.test/", body: { id: "x" } },
      {
        type: "csp-violation",
        body: { effectiveDirective: "img-src", blockedURL: "data:image/png;base64,AAAA" },
      },
      { type: "csp-violation", body: { lineNumber: "seven" } },
      { type: "csp-violation" },
    ]);
    expect(decoded).toMatchObject({ format: "report-to", ignored: 1, invalid: 2 });
    expect(toViolations(decoded!)).toEqual([
      {
        documentPath: "",
        directive: "img-src",
        blocked: "data",
        sourceFile: "",
        line: undefined,
        column: undefined,
        sample: "",
        disposition: "enforce",
      },
    ]);
  });
});

describe("decoding", () => {
  it("accepts missing and null fields (older browsers, the Reporting API's nullable members)", () => {
    const [violation] = toViolations(
      decodeCspReport("report-uri", {
        "csp-report": {
          "document-uri": "https://app.test/account/reset?token=secret#x",
          "violated-directive": "script-src 'nonce-abc' 'strict-dynamic'",
          "blocked-uri": "https://user:pw@CDN.Example.com/a.js?k=1",
          "line-number": null,
          disposition: "report",
        },
      })!,
    );
    expect(violation).toEqual({
      documentPath: "/account/reset",
      directive: "script-src",
      blocked: "https://cdn.example.com/a.js",
      sourceFile: "",
      line: undefined,
      column: undefined,
      sample: "",
      disposition: "report",
    });
  });

  it("refuses wrong types, overlong strings and shapes of the other format", () => {
    expect(decodeCspReport("report-uri", { "csp-report": { "line-number": "3" } })).toBeUndefined();
    expect(
      decodeCspReport("report-uri", { "csp-report": { "document-uri": "x".repeat(5000) } }),
    ).toBeUndefined();
    expect(decodeCspReport("report-uri", [])).toBeUndefined();
    expect(decodeCspReport("report-to", { "csp-report": {} })).toBeUndefined();
    expect(decodeCspReport("report-to", [{ body: {} }])).toBeUndefined();
    expect(
      decodeCspReport(
        "report-to",
        Array.from({ length: 101 }, () => ({ type: "x" })),
      ),
    ).toBeUndefined();
  });

  it("cuts samples to 80 characters", () => {
    const [violation] = toViolations(
      decodeCspReport("report-to", [{ type: "csp-violation", body: { sample: "a".repeat(500) } }])!,
    );
    expect(violation!.sample).toHaveLength(CSP_SAMPLE_MAX_LENGTH);
  });

  it("never throws on arbitrary JSON, and what it keeps holds no query, fragment or long sample", () => {
    const urlish = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.constantFrom("inline", "eval", "data:text/html,<b>", "about:blank", "", "?token=x", "#t"),
      fc.string(),
    );
    const reportish = fc.record(
      {
        "document-uri": urlish,
        "blocked-uri": urlish,
        "source-file": urlish,
        "effective-directive": fc.string(),
        "script-sample": fc.oneof(
          fc.string(),
          urlish.map((u) => `Sink|${u}`),
        ),
        "line-number": fc.oneof(fc.nat(), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue(),
      reportish.map((r) => ({ "csp-report": r })),
      fc.array(
        fc.oneof(fc.jsonValue(), fc.record({ type: fc.constant("csp-violation"), body: fc.jsonValue() })),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom<CspReportFormat>("report-uri", "report-to"), body, (format, json) => {
        const decoded = decodeCspReport(format, json);
        if (!decoded) return;
        for (const v of toViolations(decoded)) {
          expect(v.documentPath).not.toMatch(/[?#]/);
          expect(v.sourceFile).not.toMatch(/[?#]/);
          expect(v.sample.length).toBeLessThanOrEqual(CSP_SAMPLE_MAX_LENGTH);
        }
      }),
      { numRuns: 500 },
    );
  });
});
