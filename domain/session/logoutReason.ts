import { Schema } from "effect";

/** Why a session ended (accounts spec section 4); the UI may tell the user. */
export const LogoutReason = Schema.Literals([
  "sessionNotFound",
  "sessionClosed",
  "sessionClosedByOperator",
  "sessionClosedByUser",
  "sessionDisabled",
  "sessionExpired",
  "sessionInvalid",
  "softLogOut",
  "refreshingLoop",
]);
export type LogoutReason = typeof LogoutReason.Type;
