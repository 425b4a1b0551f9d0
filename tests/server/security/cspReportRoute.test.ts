import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { CSP_REPORT_PATH } from "../../../domain/security/contentSecurityPolicy";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import type { Logger } from "../../../server/log";
import {
  type CspReportRoute,
  DEV_CSP_REPORTS_PATH,
  makeCspReportRoute,
} from "../../../server/security/cspReportRoute";
import { readCspViolations } from "../../../server/security/cspViolationStore";
import { chromiumReportTo, chromiumReportUri } from "../../domain/security/cspViolationFixtures";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";

afterAll(closeDatabases);

const DAY = Date.UTC(2026, 10, 24, 12, 0, 0);

interface Harness {
  readonly route: CspReportRoute;
  readonly driver: SqlDriver;
  readonly warnings: string[];
  readonly clock: { now: number };
  readonly post: (body: string, contentType: string) => Promise<Response>;
  readonly get: (path: string) => Promise<Response>;
}

let running: { server: Server; route: CspReportRoute } | undefined;
afterEach(async () => {
  if (!running) return;
  await running.route.close();
  running.server.closeAllConnections();
  await new Promise<void>((resolve) => running!.server.close(() => resolve()));
  running = undefined;
});

const start = async (
  options: {
    production?: boolean;
    limits?: Parameters<typeof makeCspReportRoute>[0]["limits"];
    /** Wraps the database the route writes to (to count or fail its writes). */
    wrap?: (driver: SqlDriver) => SqlDriver;
  } = {},
): Promise<Harness> => {
  const driver = await freshDatabase();
  const warnings: string[] = [];
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (message, fields) => warnings.push(`${message} ${JSON.stringify(fields)}`),
    error: (message, fields) => warnings.push(`ERROR ${message} ${JSON.stringify(fields)}`),
  };
  const clock = { now: DAY };
  const route = makeCspReportRoute({
    driver: options.wrap ? options.wrap(driver) : driver,
    logger,
    now: () => clock.now,
    production: options.production ?? false,
    // The tests flush by hand; the timer must not write between a test's steps.
    flushMs: 3_600_000,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const handled = route.handle(req, res, url);
    if (handled) handled.catch(() => res.destroy());
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running = { server, route };
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    route,
    driver,
    warnings,
    clock,
    post: (body, contentType) =>
      fetch(`${base}${CSP_REPORT_PATH}`, { method: "POST", body, headers: { "content-type": contentType } }),
    get: (path) => fetch(`${base}${path}`),
  };
};

const REPORT_URI = "application/csp-report";
const REPORT_TO = "application/reports+json";

const errorOf = async (response: Response) => {
  expect(response.headers.get("response-result")).toBe("ERROR");
  return ((await response.json()) as Array<{ code: string; type: string }>)[0];
};

describe("the CSP report endpoint", () => {
  it("accepts both formats and stores them aggregated per day, directive, blocked, page and script", async () => {
    const h = await start();
    for (let i = 0; i < 3; i++)
      expect((await h.post(chromiumReportUri.inlineScript, REPORT_URI)).status).toBe(204);
    expect((await h.post(chromiumReportUri.blockedImage, REPORT_URI)).status).toBe(204);
    h.clock.now += 1_000;
    for (const batch of chromiumReportTo) expect((await h.post(batch, REPORT_TO)).status).toBe(204);
    expect(await readCspViolations(h.driver, { since: 0 })).toEqual([]);

    await h.route.flush();
    const rows = await readCspViolations(h.driver, { since: 0 });
    const inline = rows.find((r) => r.directive === "script-src-elem" && r.sourceFile.startsWith("http:"));
    expect(inline).toEqual({
      day: "2026-11-24",
      directive: "script-src-elem",
      blocked: "inline",
      documentPath: "/events/12",
      sourceFile: "http://localhost:47817/events/12",
      count: 3,
      firstSeen: DAY,
      lastSeen: DAY,
      sample: "",
    });
    // report-to's pages were https: a row of their own. Four Trusted Types sinks from one script: one row.
    const sinks = rows.filter((r) => r.blocked === "trusted-types-sink");
    expect(sinks).toEqual([
      expect.objectContaining({ count: 4, sourceFile: "https://localhost:47817/events/12" }),
    ]);
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(4 + 9);
    expect(h.route.counts()).toEqual({ accepted: 13, dropped: 0, ignored: 0, invalid: 0 });

    // A second flush adds to the same rows.
    h.clock.now += 60_000;
    await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    await h.route.flush();
    const again = (await readCspViolations(h.driver, { since: DAY + 30_000 }))[0];
    expect(again).toMatchObject({
      directive: "script-src-elem",
      count: 4,
      firstSeen: DAY,
      lastSeen: DAY + 61_000,
    });
  });

  it("writes nothing when nothing arrived, and logs each distinct row once", async () => {
    const h = await start();
    await h.route.flush();
    expect(await readCspViolations(h.driver, { since: 0 })).toEqual([]);
    for (let i = 0; i < 5; i++) await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    await h.post(chromiumReportUri.inlineStyleAttribute, REPORT_URI);
    const logged = h.warnings.filter((w) => w.startsWith("csp violation"));
    expect(logged).toHaveLength(2);
    expect(logged.join("\n")).not.toContain("token=abc");
  });

  it("counts other Reporting API types as ignored", async () => {
    const h = await start();
    const batch = JSON.stringify([
      { type: "deprecation", age: 0, url: "https://x.test/", body: { id: "Foo" } },
      ...JSON.parse(chromiumReportTo[0]),
    ]);
    expect((await h.post(batch, REPORT_TO)).status).toBe(204);
    expect(h.route.counts()).toEqual({ accepted: 1, dropped: 0, ignored: 1, invalid: 0 });
  });

  it("refuses bad JSON and bodies of the wrong shape with 400", async () => {
    const h = await start();
    const notJson = await h.post("{not json", REPORT_URI);
    expect(notJson.status).toBe(400);
    expect(await errorOf(notJson)).toMatchObject({ code: "csp_report.invalid_report", type: "BAD_REQUEST" });
    expect((await h.post(chromiumReportTo[0], REPORT_URI)).status).toBe(400);
    expect(
      (await h.post(JSON.stringify([{ type: "csp-violation", body: { lineNumber: "x" } }]), REPORT_TO))
        .status,
    ).toBe(400);
    expect(h.route.counts()).toMatchObject({ accepted: 0, invalid: 3 });
  });

  it("refuses another content type with 415", async () => {
    const h = await start();
    const response = await h.post(chromiumReportUri.inlineScript, "text/plain");
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({
      code: "csp_report.unsupported_media_type",
      type: "UNSUPPORTED_MEDIA_TYPE",
    });
  });

  it("refuses a body over 64 KB with 413", async () => {
    const h = await start();
    const huge = JSON.stringify({ "csp-report": { "script-sample": "x".repeat(70 * 1024) } });
    const response = await h.post(huge, REPORT_URI);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ type: "PAYLOAD_TOO_LARGE" });
  });

  it("answers other methods with 405 and the allowed one", async () => {
    const h = await start();
    const response = await h.get(CSP_REPORT_PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await errorOf(response)).toMatchObject({ type: "METHOD_NOT_ALLOWED" });
  });

  it("refuses a client over its limit with 429 and retry-after, and takes it again in the next window", async () => {
    const h = await start({ limits: { perAddress: 3, global: 100, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++)
      expect((await h.post(chromiumReportUri.inlineScript, REPORT_URI)).status).toBe(204);
    const refused = await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    expect(refused.status).toBe(429);
    // The clock stands at noon, on a window's edge: a whole minute to wait.
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await errorOf(refused)).toMatchObject({
      code: "csp_report.too_many_reports",
      type: "TOO_MANY_REQUESTS",
    });

    h.clock.now += 60_000;
    expect((await h.post(chromiumReportUri.inlineScript, REPORT_URI)).status).toBe(204);
    await h.route.flush();
    expect(h.route.counts()).toEqual({ accepted: 4, dropped: 1, ignored: 0, invalid: 0 });
    expect((await readCspViolations(h.driver, { since: 0 }))[0]!.count).toBe(4);
  });

  it("takes the part of a batch that fits and drops the rest", async () => {
    const h = await start({ limits: { perAddress: 2, global: 100, windowMs: 60_000 } });
    // The second batch holds five violations: two fit.
    expect((await h.post(chromiumReportTo[1], REPORT_TO)).status).toBe(204);
    expect(h.route.counts()).toMatchObject({ accepted: 2, dropped: 3 });
    expect((await h.post(chromiumReportTo[0], REPORT_TO)).status).toBe(429);
  });

  it("holds every client to the global cap", async () => {
    const h = await start({ limits: { perAddress: 100, global: 2, windowMs: 60_000 } });
    await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    expect((await h.post(chromiumReportUri.inlineScript, REPORT_URI)).status).toBe(429);
  });

  it("shows counts and recent violations at the development view, not in production", async () => {
    const h = await start();
    await h.post(chromiumReportUri.blockedImage, REPORT_URI);
    await h.post("nope", REPORT_URI);
    const view = await h.get(DEV_CSP_REPORTS_PATH);
    expect(view.status).toBe(200);
    expect(await view.json()).toEqual({
      accepted: 1,
      dropped: 0,
      ignored: 0,
      invalid: 1,
      recent: [
        {
          documentPath: "/events/12",
          directive: "img-src",
          blocked: "https://other.example.org/pixel.png",
          sourceFile: "http://localhost:47817/events/12",
          line: 10,
          column: 10,
          sample: "",
          disposition: "enforce",
        },
      ],
    });
  });

  it("is not at the development path in production", async () => {
    const h = await start({ production: true });
    expect((await h.get(DEV_CSP_REPORTS_PATH)).status).toBe(404);
  });

  it("writes what is left when closed", async () => {
    const h = await start();
    await h.post(chromiumReportUri.evalSink, REPORT_URI);
    await h.route.close();
    expect(await readCspViolations(h.driver, { since: 0 })).toEqual([
      expect.objectContaining({ directive: "require-trusted-types-for", sample: "eval|1+1", count: 1 }),
    ]);
  });

  it("writes a flood of one violation as one upsert", async () => {
    const statements: string[] = [];
    const h = await start({
      limits: { perAddress: 1_000, global: 1_000 },
      wrap: (driver) => ({
        ...driver,
        transaction: (body) =>
          driver.transaction((tx) =>
            body({
              ...tx,
              query: (sql, params) => {
                statements.push(sql);
                return tx.query(sql, params);
              },
            }),
          ),
      }),
    });
    for (let i = 0; i < 200; i++) await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    await h.post(chromiumReportUri.blockedImage, REPORT_URI);
    await h.route.flush();
    expect(statements).toHaveLength(1);
    const rows = await readCspViolations(h.driver, { since: 0 });
    expect(rows.map((r) => [r.directive, r.count])).toEqual([
      ["script-src-elem", 200],
      ["img-src", 1],
    ]);
  });

  it("keeps the counts of a failed write for the next flush", async () => {
    let failing = true;
    const h = await start({
      wrap: (driver) => ({
        ...driver,
        transaction: (body) =>
          failing ? Promise.reject(new Error("database away")) : driver.transaction(body),
      }),
    });
    await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    await h.route.flush();
    expect(h.warnings.some((w) => w.startsWith("ERROR csp violations not written"))).toBe(true);
    await h.post(chromiumReportUri.inlineScript, REPORT_URI);
    failing = false;
    await h.route.flush();
    expect(await readCspViolations(h.driver, { since: 0 })).toEqual([
      expect.objectContaining({ directive: "script-src-elem", count: 2 }),
    ]);
  });
});
