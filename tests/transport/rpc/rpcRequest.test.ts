import { describe, expect, it } from "vitest";
import { buildRpcRequest, encodeGetPayload, rpcUrl } from "../../../transport/rpc/rpcRequest";

const decodeBase64Json = (value: string): unknown =>
  JSON.parse(Buffer.from(value, "base64").toString("utf8"));

describe("encodeGetPayload", () => {
  it("is base64 of the JSON, and survives text outside Latin-1", () => {
    const payload = { text: "Gól! ⚽ Привет 你好 😀", n: 1 };
    const encoded = encodeGetPayload(payload);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
    expect(decodeBase64Json(encoded)).toEqual(payload);
  });
});

describe("rpcUrl", () => {
  it("is relative when the base URL is empty (same origin)", () => {
    expect(rpcUrl("", "auth", "login")).toBe("/auth__api/rpc/login");
  });

  it("drops a trailing slash of the base URL", () => {
    expect(rpcUrl("http://api.test/", "auth", "login")).toBe("http://api.test/auth__api/rpc/login");
  });
});

describe("buildRpcRequest", () => {
  const base = { baseUrl: "http://api.test", service: "funsclub-chat", command: "send" } as const;

  it("POSTs the JSON body with a JSON content type", () => {
    const { url, init } = buildRpcRequest({ ...base, method: "POST", payload: { a: "é" } });
    expect(url).toBe("http://api.test/funsclub-chat__api/rpc/send");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"a":"é"}');
    expect(init.headers).toMatchObject({ "content-type": "application/json" });
  });

  it("GETs with the payload query parameter and no body", () => {
    const { url, init } = buildRpcRequest({ ...base, method: "GET", payload: { a: "é+/" } });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe("/funsclub-chat__api/rpc/send");
    expect(decodeBase64Json(parsed.searchParams.get("payload")!)).toEqual({ a: "é+/" });
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
  });

  it("passes caller headers through, e.g. Authorization", () => {
    const { init } = buildRpcRequest({
      ...base,
      method: "GET",
      payload: {},
      headers: { authorization: "Bearer t" },
    });
    expect(init.headers).toMatchObject({ authorization: "Bearer t" });
  });
});
