import { describe, expect, it } from "vitest";
import type { AuthToken } from "../../../domain/accounts/authToken.ts";
import { encodeOAuthTokenCookie } from "../../../domain/accounts/externalLogin.ts";
import { oauthReturnOf } from "../../../ui/auth/oauthReturn.ts";

const token: AuthToken = {
  accessToken: "access",
  refreshToken: "refresh",
  accessTokenValidUntil: 2,
  refreshTokenValidUntil: 3,
  sessionId: "session",
  provider: "funsclub-dev",
};
const cookies = {
  token: encodeOAuthTokenCookie(token),
  postOAuthUrl: encodeURIComponent("/es-es/tips/soccer"),
};

describe("oauthReturnOf (accounts spec section 4, external login)", () => {
  it("signs in and returns to the stored page when both cookies are there", () => {
    expect(oauthReturnOf(cookies, "")).toEqual({ kind: "signedIn", token, returnTo: "/es-es/tips/soccer" });
  });

  it("fails when either cookie is missing or unreadable", () => {
    expect(oauthReturnOf({ ...cookies, token: undefined }, "")).toEqual({ kind: "failed", code: null });
    expect(oauthReturnOf({ ...cookies, postOAuthUrl: undefined }, "")).toEqual({
      kind: "failed",
      code: null,
    });
    expect(oauthReturnOf({ ...cookies, token: "%7Bnot-json" }, "")).toEqual({ kind: "failed", code: null });
    expect(
      oauthReturnOf({ ...cookies, postOAuthUrl: encodeURIComponent("https://evil.example") }, ""),
    ).toEqual({
      kind: "failed",
      code: null,
    });
  });

  it("fails with the server's code when the provider said no, whatever the cookies", () => {
    expect(oauthReturnOf(cookies, "?error=external_login.provider_denied")).toEqual({
      kind: "failed",
      code: "external_login.provider_denied",
    });
  });
});
