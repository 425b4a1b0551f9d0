import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AuthToken,
  EXPIRY_MARGIN_MS,
  isExpired,
  refreshAt,
  refreshableCodes,
  SessionErrorCode,
} from "../../../domain/accounts/authToken.ts";

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const MINUTE = 60_000;

const aToken = {
  accessToken: "access-1",
  refreshToken: "refresh-1",
  accessTokenValidUntil: T0 + 10 * MINUTE,
  refreshTokenValidUntil: T0 + 30 * 24 * 60 * MINUTE,
  sessionId: "session-1",
  provider: "password",
};

/** Instants near the year 2026 and beyond, as epoch milliseconds. */
const instant = fc.integer({ min: T0 - 10 ** 11, max: T0 + 10 ** 11 });

describe("AuthToken", () => {
  const decode = Schema.decodeUnknownExit(AuthToken);

  it("decodes the shape login_user and user_refresh_token answer", () => {
    expect(decode(aToken)._tag).toBe("Success");
  });

  it.each([
    ["an empty access token", { ...aToken, accessToken: "" }],
    ["an empty refresh token", { ...aToken, refreshToken: "" }],
    ["a validity given as a date string", { ...aToken, accessTokenValidUntil: "2026-11-23T12:10:00Z" }],
    ["a fractional validity", { ...aToken, refreshTokenValidUntil: T0 + 0.5 }],
    ["a missing session id", { ...aToken, sessionId: undefined }],
    ["a missing provider", { ...aToken, provider: undefined }],
  ])("refuses %s", (_, value) => {
    expect(decode(value)._tag).toBe("Failure");
  });
});

describe("session error codes", () => {
  it("name the catalogue's codes (accounts spec section 8)", () => {
    expect(Object.values(SessionErrorCode).sort()).toEqual([
      "session.not_found_by_access_token",
      "session.not_found_by_refresh_token",
      "session.session_closed",
      "session.session_closed_by_operator",
      "session.session_closed_by_user",
      "session.session_disabled",
      "session.session_expired",
      "token.token_disabled",
      "token.token_expired",
    ]);
  });

  it("make exactly the two token codes refreshable", () => {
    expect([...refreshableCodes].sort()).toEqual(["token.token_disabled", "token.token_expired"]);
  });
});

describe("isExpired", () => {
  it("counts a token as expired from one minute before its end", () => {
    expect(EXPIRY_MARGIN_MS).toBe(MINUTE);
    expect(isExpired(T0 + 10 * MINUTE, T0 + 9 * MINUTE - 1)).toBe(false);
    expect(isExpired(T0 + 10 * MINUTE, T0 + 9 * MINUTE)).toBe(true);
    expect(isExpired(T0 + 10 * MINUTE, T0 + 11 * MINUTE)).toBe(true);
  });

  it("is a boundary in time: false before validUntil minus the margin, true from it on", () => {
    fc.assert(
      fc.property(instant, instant, (validUntil, now) => {
        expect(isExpired(validUntil, now)).toBe(now >= validUntil - EXPIRY_MARGIN_MS);
      }),
    );
  });

  it("once true stays true as time passes", () => {
    fc.assert(
      fc.property(instant, instant, fc.nat(10 ** 9), (validUntil, now, later) => {
        fc.pre(isExpired(validUntil, now));
        expect(isExpired(validUntil, now + later)).toBe(true);
      }),
    );
  });

  it("is never later than the real end", () => {
    fc.assert(
      fc.property(instant, (validUntil) => {
        expect(isExpired(validUntil, validUntil)).toBe(true);
      }),
    );
  });
});

describe("refreshAt", () => {
  it("is the first instant the access token counts as expired", () => {
    fc.assert(
      fc.property(instant, (accessTokenValidUntil) => {
        const at = refreshAt({ accessTokenValidUntil });
        expect(isExpired(accessTokenValidUntil, at)).toBe(true);
        expect(isExpired(accessTokenValidUntil, at - 1)).toBe(false);
        expect(accessTokenValidUntil - at).toBe(EXPIRY_MARGIN_MS);
      }),
    );
  });

  it("looks at the access token only", () => {
    expect(refreshAt(aToken)).toBe(T0 + 9 * MINUTE);
    const refreshAlmostOver: typeof AuthToken.Type = { ...aToken, refreshTokenValidUntil: T0 };
    expect(refreshAt(refreshAlmostOver)).toBe(T0 + 9 * MINUTE);
  });
});
