import { describe, expect, it } from "vitest";
import { buildRealtimeUrl, realtimeScheme } from "../../../domain/realtime/realtimeUrl";

const page = (protocol: string, host: string) => ({ protocol, host, hostname: host.replace(/:\d+$/, "") });

describe("realtimeScheme", () => {
  it.each([
    ["http:", "funs.example", "ws"],
    ["https:", "funs.example", "wss"],
    ["https:", "localhost:5173", "ws"],
    ["https:", "127.0.0.1:8443", "ws"],
    ["https:", "app.localhost", "ws"],
    ["http:", "localhost:3000", "ws"],
  ] as const)("a %s page on %s uses %s", (protocol, host, scheme) => {
    expect(realtimeScheme(page(protocol, host))).toBe(scheme);
  });
});

describe("buildRealtimeUrl", () => {
  it("puts the client id on the first attempt and the reconnect flag only after it", () => {
    const endpoint = { page: page("https:", "funs.example") };
    expect(buildRealtimeUrl(endpoint, "id 1", { reconnect: false })).toBe(
      "wss://funs.example/ws?clientId=id+1",
    );
    expect(buildRealtimeUrl(endpoint, "id 1", { reconnect: true })).toBe(
      "wss://funs.example/ws?clientId=id+1&reconnect=true",
    );
  });

  it("uses the configured socket host and path over the page's", () => {
    const endpoint = { page: page("http:", "localhost:5173"), host: "localhost:3000", path: "/live" };
    expect(buildRealtimeUrl(endpoint, "c", { reconnect: false })).toBe("ws://localhost:3000/live?clientId=c");
  });
});
