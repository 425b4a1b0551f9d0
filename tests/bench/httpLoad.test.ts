import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { runLoad } from "../../bench/httpLoad";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A server that answers after `delayMs`, counting requests and the connections they came on. */
const start = async (delayMs: number) => {
  let requests = 0;
  const sockets = new Set<unknown>();
  server = createServer((req, res) => {
    requests++;
    sockets.add(req.socket);
    setTimeout(() => res.writeHead(req.url === "/missing" ? 404 : 200).end("x".repeat(100)), delayMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests: () => requests, connections: () => sockets.size };
};

describe("the benchmark's load generator", () => {
  it("keeps its connections busy and measures the answers of the counted window only", async () => {
    const target = await start(20);
    const result = await runLoad({ url: `${target.url}/`, connections: 5, warmupMs: 200, durationMs: 400 });
    // 5 connections, 20 ms an answer: at most 250 a second, 100 in the window (fewer on a busy machine).
    expect(result.requests).toBeGreaterThan(20);
    expect(result.requests).toBeLessThan(target.requests());
    expect(result.requestsPerSecond).toBeLessThanOrEqual(260);
    const perWindow = result.requests / 0.4;
    expect(result.requestsPerSecond).toBeGreaterThan(perWindow * 0.8);
    // The window is measured, and a timer may end it a fraction of a millisecond before its 400 ms.
    expect(result.requestsPerSecond).toBeLessThanOrEqual(perWindow * 1.01);
    expect(result.p50Ms).toBeGreaterThanOrEqual(19);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(result.statuses).toEqual({ "200": result.requests });
    expect(result.meanBytes).toBe(100);
    expect(target.connections()).toBe(5);
  });

  it("reports the status codes it got, so a bench can refuse a rate of errors", async () => {
    const target = await start(1);
    const result = await runLoad({
      url: `${target.url}/missing`,
      connections: 2,
      warmupMs: 50,
      durationMs: 100,
    });
    expect(Object.keys(result.statuses)).toEqual(["404"]);
  });
});
