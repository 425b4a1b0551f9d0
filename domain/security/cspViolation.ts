import { Exit, Schema } from "effect";

/**
 * Content Security Policy and Trusted Types violation reports (issue 17): the two wire formats browsers
 * send to `CSP_REPORT_PATH`, decoded leniently (any field may be missing or null, unknown fields are
 * ignored) but strictly typed and length-capped, then normalised into one `CspViolation` that holds no
 * query string or fragment (they may carry tokens) and no long sample.
 */

/** `report-uri`: one report per POST, `Content-Type: application/csp-report`. */
export const REPORT_URI_CONTENT_TYPE = "application/csp-report";
/** `report-to` (Reporting API): a batch per POST, `Content-Type: application/reports+json`. */
export const REPORT_TO_CONTENT_TYPE = "application/reports+json";

export type CspReportFormat = "report-uri" | "report-to";

/** Feature codes of the report endpoint's error answers (the catalogue of domain/rpc/errors.ts). */
export const CspReportErrorCode = {
  methodNotAllowed: "csp_report.method_not_allowed",
  unsupportedMediaType: "csp_report.unsupported_media_type",
  payloadTooLarge: "csp_report.payload_too_large",
  invalidReport: "csp_report.invalid_report",
  tooManyReports: "csp_report.too_many_reports",
} as const;

/** A report body is small: Chromium's largest are a few kilobytes (the policy is most of it). */
export const CSP_REPORT_MAX_BODY_BYTES = 64 * 1024;
/** Longest sample kept; browsers send at most 40 characters of the code, plus a sink name for Trusted Types. */
export const CSP_SAMPLE_MAX_LENGTH = 80;

const MAX_URL = 4096;
const MAX_POLICY = 8192;
const MAX_WORD = 256;
const MAX_SAMPLE = 1024;
const MAX_BATCH = 100;

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const position = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));
/** Browsers leave fields out, or send null (the Reporting API's nullable members). */
const lenient = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

/** The legacy body: `{"csp-report": {...}}` with dashed names. */
export const ReportUriBody = Schema.Struct({
  "document-uri": lenient(text(MAX_URL)),
  referrer: lenient(text(MAX_URL)),
  "violated-directive": lenient(text(MAX_POLICY)),
  "effective-directive": lenient(text(MAX_WORD)),
  "original-policy": lenient(text(MAX_POLICY)),
  disposition: lenient(text(MAX_WORD)),
  "blocked-uri": lenient(text(MAX_URL)),
  "status-code": lenient(position),
  "script-sample": lenient(text(MAX_SAMPLE)),
  "source-file": lenient(text(MAX_URL)),
  "line-number": lenient(position),
  "column-number": lenient(position),
});
export type ReportUriBody = typeof ReportUriBody.Type;

export const ReportUriReport = Schema.Struct({ "csp-report": ReportUriBody });
export type ReportUriReport = typeof ReportUriReport.Type;

/** The body of a Reporting API report of type `csp-violation` (camelCase names). */
export const CspViolationReportBody = Schema.Struct({
  documentURL: lenient(text(MAX_URL)),
  referrer: lenient(text(MAX_URL)),
  blockedURL: lenient(text(MAX_URL)),
  effectiveDirective: lenient(text(MAX_WORD)),
  originalPolicy: lenient(text(MAX_POLICY)),
  sourceFile: lenient(text(MAX_URL)),
  sample: lenient(text(MAX_SAMPLE)),
  disposition: lenient(text(MAX_WORD)),
  statusCode: lenient(position),
  lineNumber: lenient(position),
  columnNumber: lenient(position),
});
export type CspViolationReportBody = typeof CspViolationReportBody.Type;

/** One entry of a Reporting API batch; its body is decoded by type, so other report types pass untouched. */
export const ReportingApiReport = Schema.Struct({
  type: text(MAX_WORD),
  age: lenient(Schema.Finite),
  url: lenient(text(MAX_URL)),
  user_agent: lenient(text(MAX_WORD * 2)),
  body: Schema.optional(Schema.Unknown),
});
export const ReportingApiBatch = Schema.Array(ReportingApiReport).check(Schema.isMaxLength(MAX_BATCH));

const CSP_VIOLATION_TYPE = "csp-violation";

/** One violation, as stored and shown: paths and origins only, a short sample. */
export interface CspViolation {
  /** The page's path, without query or fragment. */
  readonly documentPath: string;
  /** The effective directive (`script-src-elem`, `style-src-attr`, `require-trusted-types-for`…). */
  readonly directive: string;
  /** Origin and path of the blocked URL, a scheme (`data`), or the browser's keyword (`inline`, `eval`, `trusted-types-sink`…). */
  readonly blocked: string;
  /** Origin and path of the script that caused it; empty when the browser did not say. */
  readonly sourceFile: string;
  readonly line: number | undefined;
  readonly column: number | undefined;
  /** At most `CSP_SAMPLE_MAX_LENGTH` characters, URLs in it cut to origin and path. */
  readonly sample: string;
  readonly disposition: "enforce" | "report";
}

/** A body that decoded: the legacy report, or a batch's csp-violation bodies with what was set aside. */
export type DecodedCspReport =
  | { readonly format: "report-uri"; readonly report: ReportUriReport }
  | {
      readonly format: "report-to";
      readonly bodies: ReadonlyArray<CspViolationReportBody>;
      /** Reports of other types (deprecation, intervention…). */
      readonly ignored: number;
      /** csp-violation reports whose body did not decode. */
      readonly invalid: number;
    };

/** The format a `Content-Type` announces (parameters and case ignored), or undefined for any other type. */
export const cspReportFormatOf = (contentType: string | undefined): CspReportFormat | undefined => {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType === REPORT_URI_CONTENT_TYPE) return "report-uri";
  if (mediaType === REPORT_TO_CONTENT_TYPE) return "report-to";
  return undefined;
};

const decodeReportUri = Schema.decodeUnknownExit(ReportUriReport);
const decodeBatch = Schema.decodeUnknownExit(ReportingApiBatch);
const decodeViolationBody = Schema.decodeUnknownExit(CspViolationReportBody);

/**
 * Pure and total: parsed JSON to a decoded report, or undefined when it is not a report of `format`
 * at all. A batch is kept when its envelope decodes: a bad item is counted, not fatal to its neighbours,
 * so a browser that retries a refused batch does not send the good ones twice.
 */
export const decodeCspReport = (format: CspReportFormat, json: unknown): DecodedCspReport | undefined => {
  if (format === "report-uri") {
    const decoded = decodeReportUri(json);
    return Exit.isSuccess(decoded) ? { format, report: decoded.value } : undefined;
  }
  const batch = decodeBatch(json);
  if (Exit.isFailure(batch)) return undefined;
  const bodies: CspViolationReportBody[] = [];
  let ignored = 0;
  let invalid = 0;
  for (const report of batch.value) {
    if (report.type !== CSP_VIOLATION_TYPE) {
      ignored += 1;
      continue;
    }
    const body = decodeViolationBody(report.body);
    if (Exit.isSuccess(body)) bodies.push(body.value);
    else invalid += 1;
  }
  return { format, bodies, ignored, invalid };
};

/** Both formats normalised into violations (a legacy report is one; a batch, one per csp-violation). */
export const toViolations = (decoded: DecodedCspReport): ReadonlyArray<CspViolation> => {
  if (decoded.format === "report-uri") {
    const r = decoded.report["csp-report"];
    return [
      violation({
        documentUrl: r["document-uri"],
        effectiveDirective: r["effective-directive"],
        violatedDirective: r["violated-directive"],
        blocked: r["blocked-uri"],
        sourceFile: r["source-file"],
        line: r["line-number"],
        column: r["column-number"],
        sample: r["script-sample"],
        disposition: r.disposition,
      }),
    ];
  }
  return decoded.bodies.map((body) =>
    violation({
      documentUrl: body.documentURL,
      effectiveDirective: body.effectiveDirective,
      violatedDirective: undefined,
      blocked: body.blockedURL,
      sourceFile: body.sourceFile,
      line: body.lineNumber,
      column: body.columnNumber,
      sample: body.sample,
      disposition: body.disposition,
    }),
  );
};

type Maybe<A> = A | null | undefined;

interface RawViolation {
  readonly documentUrl: Maybe<string>;
  readonly effectiveDirective: Maybe<string>;
  readonly violatedDirective: Maybe<string>;
  readonly blocked: Maybe<string>;
  readonly sourceFile: Maybe<string>;
  readonly line: Maybe<number>;
  readonly column: Maybe<number>;
  readonly sample: Maybe<string>;
  readonly disposition: Maybe<string>;
}

const violation = (raw: RawViolation): CspViolation => ({
  documentPath: pathOf(raw.documentUrl ?? ""),
  directive: directiveOf(raw.effectiveDirective, raw.violatedDirective),
  blocked: blockedOf(raw.blocked ?? ""),
  sourceFile: originAndPath(raw.sourceFile ?? ""),
  line: raw.line ?? undefined,
  column: raw.column ?? undefined,
  sample: sampleOf(raw.sample ?? ""),
  disposition: raw.disposition === "report" ? "report" : "enforce",
});

const MAX_KEY = 512;
const cap = (value: string, max: number = MAX_KEY): string =>
  value.length > max ? value.slice(0, max) : value;

/** Scheme, authority and path of a hierarchical URL (`https://host:port/path`, `chrome-extension://id/x`). */
const HIERARCHICAL_URL = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/i;
/** Everything from the first `?` or `#`. */
const QUERY_OR_FRAGMENT = /[?#].*$/s;

const originAndPathOf = (url: string): string | undefined => {
  const match = HIERARCHICAL_URL.exec(url);
  if (!match) return undefined;
  // The userinfo part of an authority may hold a password: it is dropped like the query.
  const host = match[2]!.replace(/^.*@/, "").toLowerCase();
  return `${match[1]!.toLowerCase()}://${host}${match[3]!}`;
};

/** Origin and path of a URL; anything else cut at its query or fragment. */
const originAndPath = (url: string): string =>
  cap(originAndPathOf(url) ?? url.replace(QUERY_OR_FRAGMENT, ""));

const pathOf = (url: string): string => {
  const match = HIERARCHICAL_URL.exec(url);
  if (match) return cap(match[3]! === "" ? "/" : match[3]!);
  return cap(url.replace(QUERY_OR_FRAGMENT, ""));
};

/**
 * A URL is cut to origin and path; an opaque one (`data:…`, `blob:…`) to its scheme, as Chromium does
 * itself; anything else is the browser's keyword (`inline`, `eval`, `wasm-eval`, `trusted-types-sink`).
 */
const blockedOf = (blocked: string): string => {
  const url = originAndPathOf(blocked);
  if (url !== undefined) return cap(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(blocked);
  if (scheme) return scheme[1]!.toLowerCase();
  return cap(blocked.trim().toLowerCase(), 64);
};

/** The effective directive; old browsers send only the violated one, with its sources after the name. */
const directiveOf = (effective: Maybe<string>, violated: Maybe<string>): string => {
  const name = (effective ?? "").trim() || (violated ?? "").trim().split(/\s+/)[0]!;
  return cap(name.toLowerCase(), 64);
};

/** URLs inside a sample (a Trusted Types sink's value: `HTMLScriptElement src|https://…?token=…`). */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s|"'<>]*/gi;

const sampleOf = (sample: string): string =>
  sample.replace(URL_IN_TEXT, (url) => originAndPathOf(url) ?? url).slice(0, CSP_SAMPLE_MAX_LENGTH);
