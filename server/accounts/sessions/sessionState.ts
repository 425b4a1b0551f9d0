import { SessionErrorCode } from "../../../domain/accounts/authToken";
import type { EndedSessionStatus, SessionRecord } from "../stores/sessionStore";

/** The code each ended status answers (accounts spec section 8). */
const codeOfEndedStatus: Record<EndedSessionStatus, SessionErrorCode> = {
  closed: SessionErrorCode.closed,
  closed_by_user: SessionErrorCode.closedByUser,
  closed_by_operator: SessionErrorCode.closedByOperator,
  disabled: SessionErrorCode.disabled,
};

/** Why a session cannot be used now, or none when it can. */
export const unusableSessionCode = (session: SessionRecord, now: number): SessionErrorCode | undefined => {
  if (session.status !== "active") return codeOfEndedStatus[session.status];
  if (now >= session.expiresAt) return SessionErrorCode.expired;
  return undefined;
};
