import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESPONSE_RESULT_HEADER } from "../../domain/rpc/services";
import { closeDatabases } from "../helpers/testDatabase";
import { startTestServer, type TestServer } from "../helpers/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const timePath = "/funsclub-front-server__api/rpc/get_current_time";
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

const expectError = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get(RESPONSE_RESULT_HEADER)).toBe("ERROR");
  const body = (await response.json()) as Array<{ code: string; type: string; message: string }>;
  expect(Array.isArray(body)).toBe(true);
  expect(body[0]?.code).toBe(code);
  expect(typeof body[0]?.type).toBe("string");
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body;
};

describe("RPC get_current_time", () => {
  it("answers the server time in epoch milliseconds over POST", async () => {
    const before = Date.now();
    const response = await fetch(server.url + timePath, { method: "POST", body: "{}" });
    expect(response.status).toBe(200);
    expect(response.headers.get(RESPONSE_RESULT_HEADER)).toBeNull();
    const { time } = (await response.json()) as { time: number };
    expect(Number.isInteger(time)).toBe(true);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it("answers the same over GET with a base64 payload", async () => {
    const response = await fetch(`${server.url + timePath}?payload=${base64({})}`);
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object)).toEqual(["time"]);
  });

  it("treats an empty body as an empty payload (curl -X POST without -d)", async () => {
    const response = await fetch(server.url + timePath, { method: "POST" });
    expect(response.status).toBe(200);
  });
});

describe("RPC bad requests", () => {
  it("answers an unknown command with Response-Result: ERROR", async () => {
    const response = await fetch(`${server.url}/funsclub-front-server__api/rpc/no_such_command`, {
      method: "POST",
      body: "{}",
    });
    await expectError(response, 404, "rpc.unknown_command");
  });

  it("answers an unknown service", async () => {
    await expectError(
      await fetch(`${server.url}/bogus__api/rpc/get_current_time`, { method: "POST", body: "{}" }),
      404,
      "rpc.unknown_service",
    );
  });

  it.each(["PUT", "DELETE", "PATCH"])("refuses the %s method", async (method) => {
    await expectError(
      await fetch(server.url + timePath, { method, body: "{}" }),
      405,
      "rpc.method_not_allowed",
    );
  });

  it("refuses malformed JSON", async () => {
    await expectError(
      await fetch(server.url + timePath, { method: "POST", body: "{nope" }),
      400,
      "rpc.malformed_json",
    );
  });

  it("refuses a GET payload that is not base64", async () => {
    await expectError(
      await fetch(`${server.url + timePath}?payload=%%%`),
      400,
      "rpc.malformed_payload_param",
    );
  });

  it("refuses a GET payload that is base64 of something that is not JSON", async () => {
    const payload = Buffer.from("not json").toString("base64");
    await expectError(await fetch(`${server.url + timePath}?payload=${payload}`), 400, "rpc.malformed_json");
  });

  it.each([["[]"], ['"text"'], ["42"], ['{"unexpected":1}'], ["null"]])(
    "refuses a payload of the wrong type: %s",
    async (body) => {
      const errors = await expectError(
        await fetch(server.url + timePath, { method: "POST", body }),
        400,
        "rpc.invalid_payload",
      );
      expect(errors[0]?.message).toContain("get_current_time");
    },
  );

  it("refuses an oversized body", async () => {
    const body = JSON.stringify({ padding: "x".repeat(1_100_000) });
    await expectError(
      await fetch(server.url + timePath, { method: "POST", body }),
      413,
      "rpc.payload_too_large",
    );
  });

  it("refuses multipart bodies on RPC paths", async () => {
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.txt");
    await expectError(
      await fetch(server.url + timePath, { method: "POST", body: form }),
      400,
      "rpc.unsupported_media_type",
    );
  });

  it("mounts every service of the spec", async () => {
    for (const service of [
      "auth",
      "funsclub-users",
      "funsclub-front-server",
      "funsclub-read",
      "funsclub-chat",
      "notification-feed",
      "translator",
    ]) {
      const response = await fetch(`${server.url}/${service}__api/rpc/no_such_command`, {
        method: "POST",
        body: "{}",
      });
      await expectError(response, 404, "rpc.unknown_command");
    }
  });
});

describe("the web app", () => {
  it("serves index.html for any page path (SPA fallback) and assets from /static/", async () => {
    const page = await fetch(`${server.url}/en-us/live/soccer`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${server.url}/static/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${server.url}/static/missing.js`)).status).toBe(404);
  });

  it("does not serve files outside the web folder", async () => {
    const response = await fetch(`${server.url}/..%2f..%2fpackage.json`);
    expect(await response.text()).not.toContain('"name": "funsclub"');
  });
});

describe("RPC answers", () => {
  it("are compressed when large and the client accepts it", async () => {
    const { createServer } = await import("node:http");
    const { sendJsonCompressed } = await import("../../server/http/respond");
    const big = { rows: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `row ${i}` })) };
    const probe = createServer((req, res) => void sendJsonCompressed(req, res, 200, big));
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as { port: number };
    const compressed = await fetch(`http://127.0.0.1:${port}/`, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(await compressed.json()).toEqual(big);
    const plain = await fetch(`http://127.0.0.1:${port}/`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    probe.close();
  });
});
