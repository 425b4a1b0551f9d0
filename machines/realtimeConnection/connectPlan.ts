import type { ClientRequest } from "../../domain/realtime/messages";
import type { PendingRequests } from "../../domain/realtime/pendingRequests";

/** Correlation ids of requests the machine makes itself; callers must not use this prefix. */
export const INTERNAL_ID_PREFIX = "rt-";
export const internalRequestId = (seq: number): string => `${INTERNAL_ID_PREFIX}${seq}`;

export interface ConnectPlanInput {
  readonly token: string | null;
  readonly subscriptions: ReadonlyArray<string>;
  readonly pending: PendingRequests;
  readonly nextRequestSeq: number;
}

export interface ConnectPlan {
  /** Everything to write on the fresh socket, in order. */
  readonly send: ReadonlyArray<ClientRequest>;
  /** The waiting requests after the plan: the kept ones plus the created ones. */
  readonly pending: PendingRequests;
  /** Requests the plan made up (they need a timeout of their own). */
  readonly created: ReadonlyArray<ClientRequest>;
  /** Requests the plan dropped (their timeout must be cancelled). */
  readonly dropped: ReadonlyArray<ClientRequest>;
  readonly nextRequestSeq: number;
}

/**
 * Pure: what a fresh connection must send so the server sees the same session as before.
 *
 * NOTE: the server keeps nothing for a new socket, so on every (re)connection:
 * 1. login first when a token is present, so restored topics are subscribed as that user;
 * 2. every subscribe and unsubscribe still waiting, again with its own id and in call order (the old
 *    socket took the answer with it), so the last call on a topic wins as it did for the caller. Their
 *    30 s keep running from the moment they were asked: nobody waits longer than that;
 * 3. a subscribe for every wanted topic that step 2 does not already subscribe.
 * Login and logout still waiting are dropped: step 1 reflects the current token.
 */
export const planConnect = (input: ConnectPlanInput): ConnectPlan => {
  let seq = input.nextRequestSeq;
  const nextId = (): string => internalRequestId(seq++);
  const dropped = input.pending.filter((request) => request.type === "login" || request.type === "logout");
  const kept = input.pending.filter(
    (request) => request.type === "subscribe" || request.type === "unsubscribe",
  );

  const login: Array<ClientRequest> =
    input.token === null ? [] : [{ type: "login", id: nextId(), token: input.token }];
  const restore: Array<ClientRequest> = input.subscriptions
    .filter((topic) => !kept.some((request) => request.type === "subscribe" && request.topic === topic))
    .map((topic) => ({ type: "subscribe", id: nextId(), topic }));
  const created = [...login, ...restore];

  return {
    send: [...login, ...kept, ...restore],
    pending: [...kept, ...created],
    created,
    dropped,
    nextRequestSeq: seq,
  };
};
