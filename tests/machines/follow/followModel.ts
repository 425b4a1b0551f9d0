import { TestModel } from "@xstate/graph";
import type { ActorLogic, SnapshotFrom } from "xstate";
import type { FollowEvent, followMachine } from "../../../machines/follow/followMachine.ts";
import { followMachine as machine } from "../../../machines/follow/followMachine.ts";
import { ANN, BOB, FAILURES, type FailureName, ME, OTHER_VIEWER } from "./followHarness.ts";

/**
 * The abstract model the model-based test walks: a visitor, a viewer whose profile is loading, and a
 * signed-in viewer who follows Ann at first; toggles of Ann, Bob and the viewer's own id everywhere; the
 * sheet opened and closed; each call answered, refused by the server or lost on the network; a profile
 * reload; the session ending; and another account's profile arriving while a call is out.
 */
export type FollowSnapshot = SnapshotFrom<typeof followMachine>;

export type ModelEvent =
  | FollowEvent
  | {
      readonly type: "xstate.done.actor.saveFollow";
      readonly output: { readonly leaderId: string; readonly isFollow: boolean };
    }
  | {
      readonly type: "xstate.error.actor.saveFollow";
      readonly error: unknown;
      readonly failure: FailureName;
    };

/**
 * What a walk covers. The whole product of queues and sheet rows is too large to walk path by path, so
 * one walk toggles freely with the sheet shut, and another keeps queues short with the sheet in play.
 */
export interface ModelScope {
  /** Beyond this many toggles waiting, the walk stops toggling: longer queues repeat the same shapes. */
  readonly maxPending: number;
  readonly withSheet: boolean;
  /** Whose buttons the walk presses (the viewer's own is always tried too). */
  readonly toggled: ReadonlyArray<string>;
}

const togglesIn = (scope: ModelScope, state: FollowSnapshot): ModelEvent[] =>
  state.context.pending.length >= scope.maxPending
    ? []
    : [...scope.toggled, ME].map((leaderId): ModelEvent => ({ type: "follow.toggle", leaderId }));

const sheetIn = (scope: ModelScope, state: FollowSnapshot): ModelEvent[] =>
  !scope.withSheet
    ? []
    : [state.context.sheetRows === null ? { type: "follow.sheet.open" } : { type: "follow.sheet.close" }];

const loaded = (viewerId: string, followingIds: ReadonlyArray<string>): ModelEvent => ({
  type: "follow.profile.loaded",
  viewerId,
  followingIds,
});

const failing = (failure: FailureName): ModelEvent => ({
  type: "xstate.error.actor.saveFollow",
  error: FAILURES[failure],
  failure,
});

export const modelEvents = (scope: ModelScope, state: FollowSnapshot): ModelEvent[] => {
  const toggles = (snapshot: FollowSnapshot) => togglesIn(scope, snapshot);
  const sheet = (snapshot: FollowSnapshot) => sheetIn(scope, snapshot);
  if (state.matches("signedOut"))
    return [{ type: "follow.toggle", leaderId: ANN }, { type: "follow.session.signedIn" }, ...sheet(state)];
  if (state.matches("loading"))
    return [
      { type: "follow.toggle", leaderId: ANN },
      loaded(ME, [ANN]),
      { type: "follow.session.signedOut" },
      ...sheet(state),
    ];
  if (state.matches({ ready: "idle" }))
    return [
      ...toggles(state),
      ...sheet(state),
      // The server's word changed elsewhere (another device): Bob is followed now, Ann no more.
      ...(state.context.confirmed.includes(BOB) ? [] : [loaded(ME, [BOB])]),
      { type: "follow.session.signedOut" },
    ];
  const [inFlight] = state.context.pending;
  return [
    {
      type: "xstate.done.actor.saveFollow",
      output: { leaderId: inFlight!.leaderId, isFollow: inFlight!.follow },
    },
    failing("refused"),
    failing("offline"),
    ...toggles(state),
    ...sheet(state),
    // Another account signs in on this device mid-call (a reload of the same account mid-call is an example test).
    ...(state.context.viewerId === OTHER_VIEWER ? [] : [loaded(OTHER_VIEWER, [])]),
    { type: "follow.session.signedOut" },
  ];
};

export const serializeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case "follow.toggle":
      return `toggle ${event.leaderId}`;
    case "follow.profile.loaded":
      return `profile of ${event.viewerId} [${event.followingIds.join(",")}]`;
    case "xstate.done.actor.saveFollow":
      return `server ${event.output.isFollow ? "follows" : "unfollows"} ${event.output.leaderId}`;
    case "xstate.error.actor.saveFollow":
      return `call fails (${event.failure})`;
    default:
      return event.type.replace("follow.", "");
  }
};

/** A state as the model tells them apart: where it is and everything it holds. */
export const stateKey = (state: FollowSnapshot): string => {
  const { viewerId, confirmed, pending, sheetRows } = state.context;
  return [
    JSON.stringify(state.value),
    `viewer=${viewerId ?? "-"}`,
    `confirmed=${confirmed.join(",")}`,
    `pending=${pending.map((intent) => `${intent.follow ? "+" : "-"}${intent.leaderId}`).join(",")}`,
    `sheet=${sheetRows === null ? "closed" : sheetRows.join(",")}`,
  ].join(" ");
};

/**
 * NOTE: `createTestModel` refuses machines with `invoke`, so, as for the profile editor, the model is a
 * `TestModel` over the machine's own pure transition function and the system under test a running actor
 * whose calls wait until a step answers them.
 */
export const followModel = (scope: ModelScope): TestModel<FollowSnapshot, FollowEvent, unknown> =>
  // The machine's typed emitted events make its actor scope narrower than the one TestModel's logic type
  // names; the traversal never emits through it.
  new TestModel(machine as unknown as ActorLogic<FollowSnapshot, FollowEvent, unknown>, {
    events: (state) => modelEvents(scope, state) as unknown as FollowEvent[],
    serializeEvent: (event) => serializeEvent(event as ModelEvent),
    serializeState: (state) => stateKey(state),
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
  }) as TestModel<FollowSnapshot, FollowEvent, unknown>;
