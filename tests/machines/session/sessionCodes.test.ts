import { describe, expect, it } from "vitest";
import { refreshableCodes, SessionErrorCode } from "../../../domain/accounts/authToken.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  codeOfError,
  endReasonOfCode,
  meaningOfCode,
  meaningOfError,
  removalCodes,
} from "../../../machines/session/sessionCodes.ts";

describe("what a code means to the session", () => {
  it.each([
    [SessionErrorCode.notFoundByAccessToken, "sessionNotFound"],
    [SessionErrorCode.notFoundByRefreshToken, "sessionNotFound"],
    [SessionErrorCode.closed, "sessionClosed"],
    [SessionErrorCode.closedByOperator, "sessionClosedByOperator"],
    [SessionErrorCode.closedByUser, "sessionClosedByUser"],
    [SessionErrorCode.disabled, "sessionDisabled"],
    [SessionErrorCode.expired, "sessionExpired"],
  ] as const)("%s ends the session with %s", (code, reason) => {
    expect(meaningOfCode(code)).toEqual({ kind: "remove", reason });
    expect(endReasonOfCode(code)).toBe(reason);
  });

  it.each(refreshableCodes)("%s asks for a refresh", (code) => {
    expect(meaningOfCode(code)).toEqual({ kind: "refresh" });
  });

  it("splits the catalogue's session codes into refreshable and removal codes, nothing left over", () => {
    expect([...removalCodes, ...refreshableCodes].sort()).toEqual(Object.values(SessionErrorCode).sort());
  });

  it.each(["server.internal_error", "rpc.invalid_payload", "event.not_found", "", "toString", undefined])(
    "leaves %s to the caller",
    (code) => {
      expect(meaningOfCode(code)).toEqual({ kind: "other" });
    },
  );

  it("ends a session on a refused refresh with a token code as sessionInvalid", () => {
    expect(endReasonOfCode(SessionErrorCode.tokenExpired)).toBe("sessionInvalid");
    expect(endReasonOfCode(undefined)).toBe("sessionInvalid");
  });
});

describe("the code a failed call carries", () => {
  it("is the first item's code of the transport's ApiError", () => {
    const error = new ApiError({
      uri: "/users__api/rpc/user_refresh_token",
      errors: [
        { code: SessionErrorCode.closedByOperator, type: "UNAUTHORIZED" },
        { code: SessionErrorCode.tokenExpired, type: "UNAUTHORIZED" },
      ],
    });
    expect(codeOfError(error)).toBe(SessionErrorCode.closedByOperator);
    expect(meaningOfError(error)).toEqual({ kind: "remove", reason: "sessionClosedByOperator" });
  });

  it("is missing when the call never reached the server, whatever the error looks like", () => {
    expect(codeOfError(new NetworkError({ uri: "/x", cause: new Error("offline") }))).toBeUndefined();
    expect(codeOfError(new TypeError("Failed to fetch"))).toBeUndefined();
    // DOMException's code is a number (20 for an abort): not a catalogue code.
    expect(codeOfError(new DOMException("aborted", "AbortError"))).toBeUndefined();
    expect(codeOfError(null)).toBeUndefined();
    expect(codeOfError("token.token_expired")).toBeUndefined();
  });
});
