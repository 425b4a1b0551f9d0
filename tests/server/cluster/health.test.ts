import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ role: "gateway" });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("what a load balancer asks a gateway", () => {
  it("answers /healthz with 200, never cached", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
