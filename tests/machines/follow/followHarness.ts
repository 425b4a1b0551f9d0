import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { FollowIntent } from "../../../machines/follow/followIntents.ts";
import {
  type FollowEmitted,
  type FollowSaved,
  followMachine,
} from "../../../machines/follow/followMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";

/** The viewer and the two leaders every test uses; OTHER_VIEWER is another account on the same device. */
export const ME = "me";
export const ANN = "ann";
export const BOB = "bob";
export const OTHER_VIEWER = "you";
export const LEADERS = [ANN, BOB] as const;

const URI = "/funsclub-users__api/rpc/create_user_subscription";

export const FAILURES = {
  refused: new ApiError({
    uri: URI,
    errors: [{ code: "user.not_found", type: "NOT_FOUND", message: "No such user" }],
  }),
  offline: new NetworkError({ uri: URI, cause: new Error("offline") }),
} as const;
export type FailureName = keyof typeof FAILURES;

/** How the machine must sort each failure for its toast. */
export const EXPECTED_FAILURE = {
  refused: { kind: "refused", code: "user.not_found" },
  offline: { kind: "network", code: null },
} as const;

/** The follow machine whose calls wait for the test to answer them, and whose emitted events are recorded. */
export const followHarness = () => {
  const calls: Array<PendingCall<FollowIntent, FollowSaved>> = [];
  const machine = followMachine.provide({ actors: { saveFollow: waitingActor(calls) } });
  const emitted: FollowEmitted[] = [];
  return {
    machine,
    calls,
    emitted,
    record: (event: FollowEmitted) => void emitted.push(event),
    pendingCalls: () => stillWaiting(calls),
  };
};
