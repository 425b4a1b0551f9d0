import { createHmac } from "node:crypto";
import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "../../../server/accounts/crypto/accessToken";
import { hashOpaqueToken, newOpaqueToken } from "../../../server/accounts/crypto/opaqueToken";
import { hashPassword, STRONG_SCRYPT, verifyPassword } from "../../../server/accounts/crypto/passwordHash";

const key = new Uint8Array(Buffer.from("a-test-signing-key-of-at-least-32-characters"));
const claims = { sid: "session-1", uid: "user-1", gen: 3, exp: 1_800_000_000_000 };

describe("password hashes", () => {
  it("use scrypt with N = 2^15, r = 8, p = 1 and a fresh salt by default", async () => {
    const first = await Effect.runPromise(hashPassword("Secret#123"));
    const second = await Effect.runPromise(hashPassword("Secret#123"));
    expect(first.split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "1"]);
    expect(STRONG_SCRYPT).toEqual({ cost: 2 ** 15, blockSize: 8, parallelization: 1 });
    expect(first).not.toBe(second);
  });

  it("verify the right password only, whatever cost the hash was made with", async () => {
    const cheap = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };
    const stored = await Effect.runPromise(hashPassword("Secret#123", cheap));
    expect(await Effect.runPromise(verifyPassword("Secret#123", stored))).toBe(true);
    expect(await Effect.runPromise(verifyPassword("Secret#124", stored))).toBe(false);
    expect(await Effect.runPromise(verifyPassword("", stored))).toBe(false);
  });

  it("never match a malformed stored hash", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$x$8$1$salt$key",
      "bcrypt$10$8$1$c2FsdA$a2V5",
      "scrypt$1024$8$1$$",
    ]) {
      expect(await Effect.runPromise(verifyPassword("Secret#123", stored))).toBe(false);
    }
  });
});

describe("access tokens", () => {
  it("carry their claims under a signature", () => {
    const token = signAccessToken(claims, key);
    expect(verifyAccessToken(token, key)).toEqual(Option.some(claims));
  });

  it("are refused when signed with another key, altered or malformed", () => {
    const token = signAccessToken(claims, key);
    const [body, signature] = token.split(".");
    const altered = Buffer.from(JSON.stringify({ ...claims, uid: "user-2" })).toString("base64url");
    for (const candidate of [
      signAccessToken(claims, new Uint8Array(Buffer.from("another-key-another-key-another-key"))),
      `${altered}.${signature}`,
      `${body}.${signature}.extra`,
      `${body}`,
      "",
    ]) {
      expect(Option.isNone(verifyAccessToken(candidate, key))).toBe(true);
    }
  });
});

describe("access tokens whose signature is right", () => {
  it("are still refused when the claims are not the expected shape", () => {
    const signed = (claimsText: string) => {
      const body = Buffer.from(claimsText).toString("base64url");
      return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
    };
    expect(Option.isSome(verifyAccessToken(signed(JSON.stringify(claims)), key))).toBe(true);
    for (const text of ["not json", "{}", JSON.stringify({ ...claims, gen: "3" })]) {
      expect(Option.isNone(verifyAccessToken(signed(text), key))).toBe(true);
    }
  });
});

describe("opaque tokens", () => {
  it("are 256 random bits, stored as a sha256 hex digest", () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(token);
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
  });
});
