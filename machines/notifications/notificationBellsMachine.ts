import { assign, emit, fromPromise, setup } from "xstate";
import type { NotificationSubscription } from "../../domain/notifications/notificationCommands.ts";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";

/**
 * The bells the signed-in user has rung on events, teams and tournaments (issue 11 item 6:
 * create_notification_subscription / delete_notification_subscription): one machine for the app, since
 * the same event's bell shows on its page and in rows. A press shows at once; calls go out one at a time
 * in the order pressed (`saveBell`), so a ring and an unring of one bell never cross; a failed call puts
 * that bell back to the server's word and emits `bells.failed` for a toast. Signing out forgets them.
 */
export interface BellPress {
  readonly bell: NotificationSubscription;
  readonly on: boolean;
}

export interface NotificationBellsContext {
  /** Rung bells as the server holds them, as keys (`EVENT:123`). */
  readonly confirmed: ReadonlyArray<string>;
  /** Presses not yet answered, oldest first; the first is in flight while `saving`. */
  readonly pending: ReadonlyArray<BellPress>;
}

export type NotificationBellsEvent =
  | { readonly type: "bells.session.signedIn" }
  | { readonly type: "bells.session.signedOut" }
  | { readonly type: "bells.toggle"; readonly bell: NotificationSubscription };

export type NotificationBellsEmitted = {
  readonly type: "bells.failed";
  readonly press: BellPress;
  readonly failure: RequestFailure;
};

export const bellKey = ({ entityType, entityId }: NotificationSubscription): string =>
  `${entityType}:${entityId}`;

/** Whether a bell shows rung: the server's word with the presses not yet answered laid over it. */
export const isRung = (context: NotificationBellsContext, bell: NotificationSubscription): boolean => {
  const key = bellKey(bell);
  const last = context.pending.findLast((press) => bellKey(press.bell) === key);
  return last ? last.on : context.confirmed.includes(key);
};

const EMPTY: NotificationBellsContext = { confirmed: [], pending: [] };
const noCall = () => new Promise<never>(() => {});

export const notificationBellsMachine = setup({
  types: {
    context: {} as NotificationBellsContext,
    events: {} as NotificationBellsEvent,
    emitted: {} as NotificationBellsEmitted,
  },
  actors: {
    loadBells: fromPromise<ReadonlyArray<NotificationSubscription>>(noCall),
    saveBell: fromPromise<BellPress, BellPress>(noCall),
  },
  actions: {
    press: assign(({ context, event }) =>
      event.type === "bells.toggle"
        ? { pending: [...context.pending, { bell: event.bell, on: !isRung(context, event.bell) }] }
        : {},
    ),
  },
  guards: { waiting: ({ context }) => context.pending.length > 0 },
}).createMachine({
  id: "notificationBells",
  context: EMPTY,
  initial: "signedOut",
  on: { "bells.session.signedOut": { target: ".signedOut", actions: assign(() => EMPTY) } },
  states: {
    signedOut: { on: { "bells.session.signedIn": { target: "loading" } } },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadBells",
        src: "loadBells",
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ confirmed: event.output.map(bellKey) })),
        },
        // Without the list every bell shows off; a press still works (the commands are idempotent).
        onError: { target: "ready" },
      },
    },
    ready: {
      initial: "idle",
      on: { "bells.toggle": { actions: "press" } },
      states: {
        idle: { always: { guard: "waiting", target: "saving" } },
        saving: {
          tags: ["saving"],
          invoke: {
            id: "saveBell",
            src: "saveBell",
            input: ({ context }) => context.pending[0]!,
            onDone: {
              target: "idle",
              reenter: true,
              actions: assign(({ context, event }) => {
                const key = bellKey(event.output.bell);
                const others = context.confirmed.filter((k) => k !== key);
                return {
                  confirmed: event.output.on ? [...others, key] : others,
                  pending: context.pending.slice(1),
                };
              }),
            },
            onError: {
              target: "idle",
              reenter: true,
              actions: [
                emit(({ context, event }) => ({
                  type: "bells.failed" as const,
                  press: context.pending[0]!,
                  failure: requestFailure(event.error),
                })),
                // The failed bell goes back to the server's word: its later presses are dropped too.
                assign(({ context }) => {
                  const key = bellKey(context.pending[0]!.bell);
                  return { pending: context.pending.slice(1).filter((press) => bellKey(press.bell) !== key) };
                }),
              ],
            },
          },
        },
      },
    },
  },
});
