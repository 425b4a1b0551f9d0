import type { IncomingMessage } from "node:http";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { Register } from "../../../domain/accounts/registrationCommands";
import { loadConfig } from "../../../server/config";
import { makeClientAddress, parseTrustedProxies } from "../../../server/http/clientAddress";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { PASSWORD, testPolicy, uniqueEmail } from "../accounts/accountsHarness";

const request = (peer: string, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("the client's address", () => {
  it("is the socket's peer when no proxy is trusted, whatever the request says", () => {
    const of = makeClientAddress(parseTrustedProxies(""));
    expect(of(request("203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9");
    fc.assert(
      fc.property(fc.ipV4(), fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string())), (peer, hops) => {
        expect(of(request(peer, hops.join(", ")))).toBe(peer);
      }),
    );
  });

  it("is read from X-Forwarded-For through trusted proxies, nearest hop first, past every trusted one", () => {
    const of = makeClientAddress(parseTrustedProxies("10.0.0.0/8, ::1"));
    expect(of(request("10.0.0.5", "198.51.100.7"))).toBe("198.51.100.7");
    // A client that writes its own header does not choose its address: the proxy appends the real one.
    expect(of(request("10.0.0.5", "1.2.3.4, 198.51.100.7"))).toBe("198.51.100.7");
    expect(of(request("10.0.0.5", "198.51.100.7, 10.1.2.3"))).toBe("198.51.100.7");
    expect(of(request("10.0.0.5", ["198.51.100.7", "10.1.2.3"]))).toBe("198.51.100.7");
    expect(of(request("::ffff:10.0.0.5", "::ffff:198.51.100.7"))).toBe("198.51.100.7");
    expect(of(request("::1", "2001:db8::1"))).toBe("2001:db8::1");
    // A direct caller outside the list is itself, header or not.
    expect(of(request("203.0.113.9", "198.51.100.7"))).toBe("203.0.113.9");
    // No header, or a hop that is no address: the proxy itself.
    expect(of(request("10.0.0.5"))).toBe("10.0.0.5");
    expect(of(request("10.0.0.5", "not-an-address"))).toBe("10.0.0.5");
    // Only proxies of ours in the chain: the leftmost is as far as it goes.
    expect(of(request("10.0.0.5", "10.9.9.9, 10.1.1.1"))).toBe("10.9.9.9");
  });

  it("refuses a TRUSTED_PROXIES entry that is neither an address nor a range, at start", () => {
    for (const bad of ["10.0.0.0/33", "example.com", "10.0.0/8", "::1/129", "10.0.0.1/x"]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
    expect(loadConfig({ TRUSTED_PROXIES: "127.0.0.1, fd00::/8" }).trustedProxies).toBe("127.0.0.1, fd00::/8");
  });
});

describe("rate limits behind a trusted proxy", () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
    await closeDatabases();
  });

  it("count each forwarded client apart, and a direct caller by its own address", async () => {
    const limit = { perAccount: { max: 10, windowMs: 60_000 }, perAddress: { max: 1, windowMs: 60_000 } };
    server = await startTestServer({
      env: { TRUSTED_PROXIES: "127.0.0.1" },
      accountPolicy: testPolicy({
        rateLimits: { login: limit, register: limit, passwordReset: limit, verificationMail: limit },
      }),
    });
    const register = (forwardedFor: string) =>
      fetch(`${server.url}/funsclub-users__api/rpc/${Register.name}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ name: "Ada Lovelace", email: uniqueEmail("proxied"), password: PASSWORD }),
      });
    expect((await register("198.51.100.1")).status).toBe(200);
    expect((await register("198.51.100.1")).status).toBe(429);
    expect((await register("198.51.100.2")).status).toBe(200);
  });
});
