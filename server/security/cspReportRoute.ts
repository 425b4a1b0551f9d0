import type { IncomingMessage, ServerResponse } from "node:http";
import { apiError, type ErrorType } from "../../domain/rpc/errors";
import { CSP_REPORT_PATH } from "../../domain/security/contentSecurityPolicy";
import {
  CSP_REPORT_MAX_BODY_BYTES,
  CspReportErrorCode,
  type CspViolation,
  cspReportFormatOf,
  decodeCspReport,
  toViolations,
} from "../../domain/security/cspViolation";
import type { SqlDriver } from "../db/SqlDriver";
import { BodyTooLarge, readBody } from "../http/readBody";
import { sendApiErrors, sendJson } from "../http/respond";
import type { Logger } from "../log";
import { makeCspViolationBatch } from "./cspViolationBatch";
import {
  DEFAULT_REPORT_RATE_LIMITS,
  makeReportRateLimiter,
  type ReportRateLimits,
} from "./reportRateLimiter";

/** The development view of what arrived; not served in production. */
export const DEV_CSP_REPORTS_PATH = "/dev/csp-reports";

const RECENT = 50;

export interface CspReportCounts {
  /** Violations counted and stored. */
  readonly accepted: number;
  /** Reports refused by the rate limits (a request refused before its body was read counts as one). */
  readonly dropped: number;
  /** Reporting API reports of other types (deprecation, intervention…). */
  readonly ignored: number;
  /** Requests or batch items that were not a report: bad JSON, wrong shape, wrong type, too large. */
  readonly invalid: number;
}

export interface CspReportRouteOptions {
  readonly driver: SqlDriver;
  readonly logger: Logger;
  readonly now: () => number;
  readonly limits?: Partial<ReportRateLimits>;
  /** Serves `DEV_CSP_REPORTS_PATH` when false. */
  readonly production: boolean;
  /** How often counted violations are written (default 5 s). */
  readonly flushMs?: number;
  /** The client a report is counted against (default: the socket's address; behind a proxy, its header). */
  readonly addressOf?: (req: IncomingMessage) => string;
}

const fail = (res: ServerResponse, code: string, type: ErrorType, message: string): void =>
  sendApiErrors(res, [apiError(code, type, message)]);

/**
 * Receives the violation reports of `report-uri` and `report-to` at `CSP_REPORT_PATH`, rate limited per
 * client and in all, counted, and written aggregated in batches. A report answers 204; the error answers
 * use the API's error list.
 */
export const makeCspReportRoute = ({
  driver,
  logger,
  now,
  limits,
  production,
  flushMs,
  addressOf = (req) => req.socket.remoteAddress ?? "",
}: CspReportRouteOptions) => {
  const limiter = makeReportRateLimiter({ ...DEFAULT_REPORT_RATE_LIMITS, ...limits }, now);
  const batch = makeCspViolationBatch({ driver, logger, now, ...(flushMs !== undefined ? { flushMs } : {}) });
  const counts = { accepted: 0, dropped: 0, ignored: 0, invalid: 0 };
  const recent: CspViolation[] = [];

  const tooMany = (res: ServerResponse, retryAfterMs: number): void => {
    res.setHeader("retry-after", String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    fail(res, CspReportErrorCode.tooManyReports, "TOO_MANY_REQUESTS", "Too many reports; try later");
  };

  const invalid = (res: ServerResponse, code: string, type: ErrorType, message: string): void => {
    counts.invalid += 1;
    fail(res, code, type, message);
  };

  const receive = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "POST") {
      req.resume();
      res.setHeader("allow", "POST");
      return fail(res, CspReportErrorCode.methodNotAllowed, "METHOD_NOT_ALLOWED", "Reports are POSTed");
    }
    const format = cspReportFormatOf(req.headers["content-type"]);
    if (!format) {
      req.resume();
      return invalid(
        res,
        CspReportErrorCode.unsupportedMediaType,
        "UNSUPPORTED_MEDIA_TYPE",
        "Reports are application/csp-report or application/reports+json",
      );
    }
    const address = addressOf(req);
    // A client already over its limit is refused before its body is read: a flood costs no parsing.
    const exhausted = limiter.exhausted(address);
    if (exhausted) {
      req.resume();
      counts.dropped += 1;
      return tooMany(res, exhausted.retryAfterMs);
    }
    let body: Buffer;
    try {
      body = await readBody(req, CSP_REPORT_MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return invalid(res, CspReportErrorCode.payloadTooLarge, "PAYLOAD_TOO_LARGE", error.message);
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      return invalid(res, CspReportErrorCode.invalidReport, "BAD_REQUEST", "The report is not JSON");
    }
    const decoded = decodeCspReport(format, json);
    if (!decoded) {
      return invalid(
        res,
        CspReportErrorCode.invalidReport,
        "BAD_REQUEST",
        `The body is not a ${format} report`,
      );
    }
    const violations = toViolations(decoded);
    if (decoded.format === "report-to") {
      counts.ignored += decoded.ignored;
      counts.invalid += decoded.invalid;
      // A batch with nothing usable in it is refused like a bad body; one with something is taken.
      if (violations.length === 0 && decoded.ignored === 0 && decoded.invalid > 0) {
        return fail(res, CspReportErrorCode.invalidReport, "BAD_REQUEST", "No report in the batch decoded");
      }
    }
    const admission = limiter.admit(address, violations.length);
    const kept = violations.slice(0, admission.admitted);
    for (const violation of kept) {
      if (!batch.add(violation)) {
        counts.dropped += 1;
        continue;
      }
      counts.accepted += 1;
      recent.push(violation);
      if (recent.length > RECENT) recent.shift();
    }
    counts.dropped += violations.length - kept.length;
    // A batch partly taken is answered as taken: refusing it would make the browser send the rest again.
    if (kept.length === 0 && violations.length > 0) return tooMany(res, admission.retryAfterMs);
    res.writeHead(204, { "cache-control": "no-store" });
    res.end();
  };

  return {
    /** Answers `CSP_REPORT_PATH` (and the development view outside production); undefined for other paths. */
    handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | undefined {
      if (url.pathname === CSP_REPORT_PATH) return receive(req, res);
      if (!production && url.pathname === DEV_CSP_REPORTS_PATH && req.method === "GET") {
        sendJson(res, 200, { ...counts, recent });
        return Promise.resolve();
      }
      return undefined;
    },
    counts: (): CspReportCounts => ({ ...counts }),
    /** Writes what is counted now (tests, and before a shutdown). */
    flush: () => batch.flush(),
    /** Stops the timer and writes what is left. */
    close: () => batch.close(),
  };
};

export type CspReportRoute = ReturnType<typeof makeCspReportRoute>;
