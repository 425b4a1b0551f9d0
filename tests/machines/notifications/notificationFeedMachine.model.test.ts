import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import type { ActorLogic, EventObject, SnapshotFrom } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type NotificationFeedEvent,
  notificationFeedMachine,
} from "../../../machines/notifications/notificationFeedMachine.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import {
  ALICE,
  BOB,
  change,
  FIRST_PAGE,
  FOLLOWED,
  feedHarness,
  N2,
  SECOND_PAGE,
} from "./notificationFeedHarness.ts";

/**
 * Model-based test of the bell's feed: sign-in as Alice then Bob, the first page and the next one
 * answered or failed, the panel opened and closed, realtime CREATE / UPDATE / REMOVE (a follow and its
 * unfollow, a read elsewhere), marks of one or all answered or failed, and sign-out from anywhere. Each
 * path is replayed on a running actor whose calls wait for the step that answers them; the rules of
 * issue 11 item 7 are checked after every step, from the snapshot before it, written apart from the machine.
 */
type Snapshot = SnapshotFrom<typeof notificationFeedMachine>;
type ModelEvent =
  | NotificationFeedEvent
  | { readonly type: "xstate.done.actor.loadFirstPage"; readonly output: typeof FIRST_PAGE }
  | { readonly type: "xstate.error.actor.loadFirstPage"; readonly error: unknown }
  | { readonly type: "xstate.done.actor.loadNextPage"; readonly output: typeof SECOND_PAGE }
  | { readonly type: "xstate.error.actor.loadNextPage"; readonly error: unknown }
  | { readonly type: "xstate.done.actor.markRead"; readonly output: { readonly unreadCount: number } }
  | { readonly type: "xstate.error.actor.markRead"; readonly error: unknown };

const OFFLINE = new NetworkError({ uri: "/graphql/notifications", cause: new Error("offline") });
/** Past this many unread the walk stops creating (a larger count repeats the same shapes). */
const MAX_UNREAD = 1;

const key = (state: Snapshot) => JSON.stringify([state.value, state.context]);

/**
 * What a walk covers: the whole product of list, panel, changes and marks is too large to walk path by
 * path, so one walk pages and hears changes with no marks, the other marks with the feed loaded.
 */
interface Scope {
  readonly changes: boolean;
  readonly marks: boolean;
}

const events = (scope: Scope, state: Snapshot): ModelEvent[] => {
  if (state.matches("signedOut")) return [{ type: "notifications.session.signedIn", userId: ALICE }];
  const { context } = state;
  const list: ModelEvent[] = state.matches({ signedIn: { list: "loading" } })
    ? [
        { type: "xstate.done.actor.loadFirstPage", output: FIRST_PAGE },
        { type: "xstate.error.actor.loadFirstPage", error: OFFLINE },
      ]
    : state.matches({ signedIn: { list: "loadingMore" } })
      ? [
          { type: "xstate.done.actor.loadNextPage", output: SECOND_PAGE },
          { type: "xstate.error.actor.loadNextPage", error: OFFLINE },
        ]
      : state.matches({ signedIn: { list: "failed" } })
        ? [{ type: "notifications.retry" }]
        : context.hasMore
          ? [{ type: "notifications.more" }]
          : [];
  const panel: ModelEvent = state.matches({ signedIn: { panel: "open" } })
    ? { type: "notifications.panel.close" }
    : { type: "notifications.panel.open" };
  const marking: ModelEvent[] = state.hasTag("marking")
    ? [
        { type: "xstate.done.actor.markRead", output: { unreadCount: context.unread } },
        { type: "xstate.error.actor.markRead", error: OFFLINE },
      ]
    : [];
  const held = context.items.some((n) => n.id === FOLLOWED.id);
  const ready = state.matches({ signedIn: { list: "ready" } });
  const n2Unread = context.items.some((n) => n.id === N2.id && !n.read);
  // Marks are tried from a settled list with no call out (a mark while one is out: an example test).
  const marks: ModelEvent[] =
    scope.marks && ready && !state.hasTag("marking")
      ? [
          ...(n2Unread ? [{ type: "notifications.markRead", ids: [N2.id] } as const] : []),
          { type: "notifications.markAllRead" },
        ]
      : [];
  return [
    ...list,
    panel,
    ...marking,
    ...(scope.changes && context.unread < MAX_UNREAD && !held ? [change("CREATE", FOLLOWED)] : []),
    ...(scope.changes && (context.unread > 0 || held) ? [change("REMOVE", FOLLOWED)] : []),
    ...(scope.marks && n2Unread ? [change("UPDATE", { ...N2, read: true })] : []),
    ...marks,
    { type: "notifications.session.signedOut" },
    ...(scope.marks && context.userId === ALICE && ready && !state.hasTag("open") && context.unread === 0
      ? [{ type: "notifications.session.signedIn", userId: BOB } as const]
      : []),
  ];
};

const modelOf = (scope: Scope) =>
  new TestModel(notificationFeedMachine as unknown as ActorLogic<Snapshot, NotificationFeedEvent, unknown>, {
    events: (state) => events(scope, state) as NotificationFeedEvent[],
    serializeState: key,
    serializeEvent: (event) => JSON.stringify(event),
    stateMatcher: (state, stateKey) => state.matches(stateKey as Parameters<typeof state.matches>[0]),
  }) as TestModel<Snapshot, NotificationFeedEvent, unknown>;

type Harness = ReturnType<typeof feedHarness>;

/** Plays one model step on the running actor: an answer settles the call waiting for it. */
const perform = async (harness: Harness, event: ModelEvent) => {
  switch (event.type) {
    case "xstate.done.actor.loadFirstPage":
    case "xstate.done.actor.loadNextPage":
      harness.pendingPages()[0]!.resolve(event.output);
      break;
    case "xstate.error.actor.loadFirstPage":
    case "xstate.error.actor.loadNextPage":
      harness.pendingPages()[0]!.reject(event.error);
      break;
    case "xstate.done.actor.markRead":
      harness.pendingMarks()[0]!.resolve(event.output);
      break;
    case "xstate.error.actor.markRead":
      harness.pendingMarks()[0]!.reject(event.error);
      break;
    default:
      harness.actor.send(event);
  }
  await settle();
};

/** The rules after `event`, from the snapshot before it; and what holds in every state. */
const expectStep = (harness: Harness, before: Snapshot, event: ModelEvent, after: Snapshot) => {
  const b = before.context;
  const a = after.context;
  // Always: a count never below 0, one item per id, newest first; calls only as the states say.
  expect(a.unread).toBeGreaterThanOrEqual(0);
  expect(new Set(a.items.map((n) => n.id)).size).toBe(a.items.length);
  expect(a.items.map((n) => n.createdAt)).toEqual([...a.items.map((n) => n.createdAt)].sort((x, y) => y - x));
  const loading = after.hasTag("loading") || after.hasTag("loadingMore");
  expect(harness.pendingPages()).toHaveLength(loading ? 1 : 0);
  if (after.hasTag("loading")) expect(harness.pendingPages()[0]!.input).toEqual({ after: null });
  if (after.hasTag("loadingMore")) expect(harness.pendingPages()[0]!.input).toEqual({ after: "c2" });
  expect(harness.pendingMarks()).toHaveLength(after.hasTag("marking") ? 1 : 0);
  expect(harness.listening).toEqual(after.matches("signedIn") ? [a.userId] : []);
  const open = after.matches({ signedIn: { panel: "open" } });
  switch (event.type) {
    case "notifications.session.signedOut":
      expect(after.matches("signedOut")).toBe(true);
      expect([a.items, a.unread, a.userId]).toEqual([[], 0, null]);
      return;
    case "notifications.session.signedIn":
      expect([a.userId, a.items, a.unread]).toEqual([event.userId, [], 0]);
      expect(after.hasTag("loading")).toBe(true);
      return;
    case "xstate.done.actor.loadFirstPage":
      expect(a.unread).toBe(FIRST_PAGE.unreadCount);
      expect(a.items.slice(0, 2).map((n) => n.id)).toEqual(
        b.items.some((n) => n.id === FOLLOWED.id) ? [FOLLOWED.id, "n3"] : ["n3", "n2"],
      );
      return;
    case "xstate.done.actor.loadNextPage":
      expect(a.items.at(-1)!.id).toBe("n1");
      expect(a.hasMore).toBe(false);
      return;
    case "notifications.change": {
      const { change: kind, notification } = event.change;
      if (kind === "CREATE") {
        expect(a.unread).toBe(b.unread + 1);
        // Shown at once in an open panel; a shut one reloads its first page when it opens.
        expect(a.items.some((n) => n.id === notification.id)).toBe(open);
        if (!open) expect(a.stale).toBe(true);
      } else if (kind === "REMOVE") {
        expect(a.unread).toBe(Math.max(0, b.unread - 1));
        expect(a.items.some((n) => n.id === notification.id)).toBe(false);
      } else {
        expect(a.unread).toBe(b.unread);
        expect(a.items.find((n) => n.id === notification.id)?.read ?? true).toBe(true);
      }
      return;
    }
    case "notifications.markRead":
    case "notifications.markAllRead": {
      const ids = event.type === "notifications.markRead" ? event.ids : b.items.map((n) => n.id);
      for (const item of a.items) if (ids.includes(item.id)) expect(item.read).toBe(true);
      const newlyRead = b.items.filter((n) => ids.includes(n.id) && !n.read).length;
      expect(a.unread).toBe(
        event.type === "notifications.markAllRead" ? 0 : Math.max(0, b.unread - newlyRead),
      );
      return;
    }
    case "notifications.panel.open":
      expect(open).toBe(true);
      // A shut panel that missed something (or a failed list) loads its first page again.
      if (
        (b.stale && before.matches({ signedIn: { list: "ready" } })) ||
        before.matches({ signedIn: { list: "failed" } })
      )
        expect(after.hasTag("loading")).toBe(true);
      return;
    case "notifications.panel.close":
      expect(open).toBe(false);
      expect(a.items).toEqual(b.items);
      return;
    default:
      return;
  }
};

const walk = (label: string, scope: Scope) =>
  describe(`notificationFeedMachine model, ${label}`, () => {
    const paths = transitionCoverage(modelOf(scope), key, key);

    it(`keeps the feed's rules on every transition (${paths.length} paths)`, async () => {
      expect(paths.length).toBeGreaterThan(100);
      for (const { path } of paths) {
        const harness = feedHarness();
        for (const step of path.steps) {
          if ((step.event as EventObject).type === "xstate.init") continue;
          const before = harness.actor.getSnapshot();
          await perform(harness, step.event as ModelEvent);
          const after = harness.actor.getSnapshot();
          expectStep(harness, before, step.event as ModelEvent, after);
          expect(key(after)).toBe(key(step.state));
        }
        harness.actor.stop();
      }
    });
  }, 120_000);

walk("paging and changes", { changes: true, marks: false });
walk("marking read", { changes: false, marks: true });
