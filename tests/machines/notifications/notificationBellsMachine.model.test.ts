import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { type ActorLogic, createActor, type EventObject, type SnapshotFrom } from "xstate";
import type { NotificationSubscription } from "../../../domain/notifications/notificationCommands.ts";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type BellPress,
  isRung,
  type NotificationBellsEmitted,
  type NotificationBellsEvent,
  notificationBellsMachine,
} from "../../../machines/notifications/notificationBellsMachine.ts";
import { type PendingCall, settle, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the bells: sign-in with one event's bell rung already (the list answered or
 * failed), presses on two events' bells up to two waiting, each call answered or failed, sign-out from
 * anywhere. Replayed on a running actor beside a fake server; after every step each bell shows what the
 * presses so far say, a call only ever asks the server for a change, and a failure puts its bell back.
 */
type Snapshot = SnapshotFrom<typeof notificationBellsMachine>;
type ModelEvent =
  | NotificationBellsEvent
  | { readonly type: "xstate.done.actor.loadBells"; readonly output: ReadonlyArray<NotificationSubscription> }
  | { readonly type: "xstate.error.actor.loadBells"; readonly error: unknown }
  | { readonly type: "xstate.done.actor.saveBell"; readonly output: BellPress }
  | { readonly type: "xstate.error.actor.saveBell"; readonly error: unknown };

const E1: NotificationSubscription = { entityType: "EVENT", entityId: "e1" };
const E2: NotificationSubscription = { entityType: "EVENT", entityId: "e2" };
const BELLS = [E1, E2];
const OFFLINE = new NetworkError({ uri: "/notification-feed__api/rpc/x", cause: new Error("offline") });

const key = (state: Snapshot) => JSON.stringify([state.value, state.context]);

const events = (state: Snapshot): ModelEvent[] => {
  if (state.matches("signedOut")) return [{ type: "bells.session.signedIn" }];
  if (state.matches("loading"))
    return [
      { type: "xstate.done.actor.loadBells", output: [E1] },
      { type: "xstate.error.actor.loadBells", error: OFFLINE },
      { type: "bells.session.signedOut" },
    ];
  const { pending } = state.context;
  return [
    ...(pending.length < 2 ? BELLS.map((bell): ModelEvent => ({ type: "bells.toggle", bell })) : []),
    ...(state.hasTag("saving")
      ? [
          { type: "xstate.done.actor.saveBell", output: pending[0]! } as const,
          { type: "xstate.error.actor.saveBell", error: OFFLINE } as const,
        ]
      : []),
    { type: "bells.session.signedOut" },
  ];
};

const model = new TestModel(
  notificationBellsMachine as unknown as ActorLogic<Snapshot, NotificationBellsEvent, unknown>,
  {
    events: (state) => events(state) as NotificationBellsEvent[],
    serializeState: key,
    serializeEvent: (event) => JSON.stringify(event),
    stateMatcher: (state, stateKey) => state.matches(stateKey as Parameters<typeof state.matches>[0]),
  },
) as TestModel<Snapshot, NotificationBellsEvent, unknown>;

describe("notificationBellsMachine model", () => {
  const paths = transitionCoverage(model, key, key);

  it(`shows every press at once and asks the server only for changes (${paths.length} paths)`, async () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const { path } of paths) {
      const loads: Array<PendingCall<unknown, ReadonlyArray<NotificationSubscription>>> = [];
      const saves: Array<PendingCall<BellPress, BellPress>> = [];
      const emitted: NotificationBellsEmitted[] = [];
      const actor = createActor(
        notificationBellsMachine.provide({
          actors: { loadBells: waitingActor(loads), saveBell: waitingActor(saves) },
        }),
      );
      actor.on("*", (event) => void emitted.push(event));
      actor.start();
      const server = new Set<string>(["e1"]);
      let shown = new Map<string, boolean>();
      let failures = 0;
      // Whether the list loaded: after a failed load the machine cannot know what the server holds.
      let known = false;
      // What the machine was told the server holds: the list, then the answered calls.
      let believed = new Set<string>();
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        if ((event as EventObject).type === "xstate.init") continue;
        switch (event.type) {
          case "xstate.done.actor.loadBells":
            known = true;
            believed = new Set(server);
            shown = new Map([...server].map((id) => [id, true]));
            stillWaiting(loads)[0]!.resolve(event.output);
            break;
          case "xstate.error.actor.loadBells":
            known = false;
            believed = new Set();
            stillWaiting(loads)[0]!.reject(event.error);
            break;
          case "xstate.done.actor.saveBell": {
            const [call] = stillWaiting(saves);
            for (const held of [server, believed])
              if (call!.input.on) held.add(call!.input.bell.entityId);
              else held.delete(call!.input.bell.entityId);
            call!.resolve(call!.input);
            break;
          }
          case "xstate.error.actor.saveBell": {
            const [call] = stillWaiting(saves);
            failures++;
            shown.set(call!.input.bell.entityId, believed.has(call!.input.bell.entityId));
            call!.reject(event.error);
            break;
          }
          case "bells.toggle": {
            const id = event.bell.entityId;
            shown.set(id, !(shown.get(id) ?? false));
            actor.send(event);
            break;
          }
          case "bells.session.signedOut":
            shown = new Map();
            actor.send(event);
            break;
          default:
            actor.send(event);
        }
        await settle();
        const snapshot = actor.getSnapshot();
        expect(key(snapshot)).toBe(key(step.state));
        for (const bell of BELLS)
          expect(isRung(snapshot.context, bell)).toBe(shown.get(bell.entityId) ?? false);
        expect(emitted).toHaveLength(failures);
        const calls = stillWaiting(saves);
        expect(calls).toHaveLength(snapshot.hasTag("saving") ? 1 : 0);
        // Once the list is known, a call always asks for a change of what the server holds, and with
        // nothing waiting every bell shows the server's word.
        if (known) {
          for (const call of calls) expect(call.input.on).toBe(!server.has(call.input.bell.entityId));
          if (snapshot.matches({ ready: "idle" }))
            for (const bell of BELLS) expect(isRung(snapshot.context, bell)).toBe(server.has(bell.entityId));
        }
      }
      actor.stop();
    }
  }, 120_000);
});
