import {
  type RefreshableCode,
  refreshableCodes,
  SessionErrorCode,
  type SessionErrorCode as SessionErrorCodeType,
} from "../../domain/accounts/authToken.ts";
import type { LogoutReason } from "../../domain/session/logoutReason.ts";

/** What an error code means to the session (accounts spec section 8). */
export type CodeMeaning =
  | { readonly kind: "refresh" }
  | { readonly kind: "remove"; readonly reason: LogoutReason }
  /** Not a session matter: the network, the server, or a feature's own error. */
  | { readonly kind: "other" };

type RemovalCode = Exclude<SessionErrorCodeType, RefreshableCode>;

const reasonOfRemovalCode: Record<RemovalCode, LogoutReason> = {
  [SessionErrorCode.notFoundByAccessToken]: "sessionNotFound",
  [SessionErrorCode.notFoundByRefreshToken]: "sessionNotFound",
  [SessionErrorCode.closed]: "sessionClosed",
  [SessionErrorCode.closedByOperator]: "sessionClosedByOperator",
  [SessionErrorCode.closedByUser]: "sessionClosedByUser",
  [SessionErrorCode.disabled]: "sessionDisabled",
  [SessionErrorCode.expired]: "sessionExpired",
};

export const removalCodes = Object.keys(reasonOfRemovalCode) as ReadonlyArray<RemovalCode>;

const isRefreshable = (code: string): code is RefreshableCode =>
  (refreshableCodes as ReadonlyArray<string>).includes(code);
const isRemoval = (code: string): code is RemovalCode => Object.hasOwn(reasonOfRemovalCode, code);

export const meaningOfCode = (code: string | undefined): CodeMeaning => {
  if (code === undefined) return { kind: "other" };
  if (isRefreshable(code)) return { kind: "refresh" };
  if (isRemoval(code)) return { kind: "remove", reason: reasonOfRemovalCode[code] };
  return { kind: "other" };
};

/**
 * The catalogue code a failed call carries: the actors the composition root provides reject with the
 * client's error as is, and `ApiError` (domain/rpc/clientErrors.ts) exposes its first item's `code`. Every
 * other failure (network, timeout, an answer that does not decode) has none.
 */
export const codeOfError = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;

export const meaningOfError = (error: unknown): CodeMeaning => meaningOfCode(codeOfError(error));

/**
 * The reason a session ends with when a call fails with this code: a session code names its own; a token
 * code on a call that cannot be cured by refreshing (the refresh itself) makes the session invalid.
 */
export const endReasonOfCode = (code: string | undefined): LogoutReason => {
  const meaning = meaningOfCode(code);
  return meaning.kind === "remove" ? meaning.reason : "sessionInvalid";
};
