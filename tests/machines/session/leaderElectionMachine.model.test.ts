import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import {
  type Actor,
  createActor,
  enqueueActions,
  fromCallback,
  SimulatedClock,
  type SnapshotFrom,
  setup,
} from "xstate";
import type {
  LeadershipCommand,
  LeadershipEvent,
  TabMessage,
} from "../../../domain/session/leadershipProtocol.ts";
import {
  type ChannelCommand,
  LEADERSHIP_TIMING,
  type LeaderElectionEvent,
  leaderElectionMachine,
} from "../../../machines/session/leaderElectionMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { issueToken, T0 } from "./sessionFixtures.ts";

/**
 * Model-based test of the election, with the machine as its own model: one path per transition, replayed
 * on a real actor under a parent that records what the election tells the session, over a fake channel
 * that records what it posts, on a simulated clock. This tab is "tab-m"; "tab-a" has a lower id, "tab-z"
 * a higher one.
 */
const ME = "tab-m";
const TOKEN = issueToken({ at: T0 });

type Snapshot = SnapshotFrom<typeof leaderElectionMachine>;
type ModelEvent = LeaderElectionEvent | { readonly type: `xstate.after.${string}` };

/** What other tabs say, as the machine reads it off the channel ("tab-a" lower than this tab, "tab-z" higher). */
const FROM_OTHER_TABS: ReadonlyArray<ModelEvent> = [
  { type: "tab.claim", from: "tab-a" },
  { type: "tab.claim", from: "tab-z" },
  { type: "tab.heartbeat", from: "tab-a" },
  { type: "tab.heartbeat", from: "tab-z" },
  { type: "tab.resign", from: "tab-a" },
  { type: "tab.tokens", from: "tab-a", token: TOKEN },
  { type: "tab.cleared", from: "tab-a", reason: "sessionExpired" },
  { type: "tab.activity", from: "tab-a" },
  { type: "tab.refreshRequested", from: "tab-a", accessToken: TOKEN.accessToken },
];

/** Frames the machine must ignore: its own echo, a kind another build invented, not a message at all. */
const NOISE: ReadonlyArray<ModelEvent> = [
  { type: "channel.message", data: { kind: "heartbeat", from: ME } },
  { type: "channel.message", data: { kind: "takeover", from: "tab-a" } },
  { type: "channel.message", data: "hello" },
];

const FROM_SESSION: ReadonlyArray<LeadershipCommand> = [
  { type: "leadership.tokens.publish", token: TOKEN },
  { type: "leadership.cleared.publish", reason: null },
  { type: "leadership.activity.forward" },
  { type: "leadership.refresh.request", accessToken: TOKEN.accessToken },
];

/** Each state's own timer, as the event the machine schedules; the replay moves the clock instead. */
const TIMERS: Record<string, { readonly event: ModelEvent; readonly ms: number }> = {
  candidate: {
    event: { type: "xstate.after.claimWindow.leaderElection.candidate" },
    ms: LEADERSHIP_TIMING.claimWindowMs,
  },
  follower: {
    event: { type: "xstate.after.leaderTimeout.leaderElection.follower" },
    ms: LEADERSHIP_TIMING.leaderTimeoutMs,
  },
  leader: {
    event: { type: "xstate.after.heartbeatInterval.leaderElection.leader.beating" },
    ms: LEADERSHIP_TIMING.heartbeatMs,
  },
};

const placeOf = (snapshot: Snapshot): string =>
  typeof snapshot.value === "string" ? snapshot.value : Object.keys(snapshot.value)[0]!;

const serialize = (snapshot: Snapshot): string => JSON.stringify(snapshot.value);

/**
 * NOTE: the machine itself is the model. `createTestModel` refuses machines with timers or children, so the
 * model is built on TestModel directly: every state is offered every message and command (ignoring one is
 * a transition to test too) and only its own timer (the replay moves the clock, which fires just that one).
 */
// The parent is the replay's business: in the model the election tells nobody (sendParent needs a parent).
const modelLogic = leaderElectionMachine.provide({
  actions: { tell: enqueueActions(() => {}), relay: enqueueActions(() => {}) },
});
const model = new TestModel(modelLogic, {
  events: (snapshot: Snapshot) =>
    [
      ...FROM_OTHER_TABS,
      ...NOISE,
      ...FROM_SESSION,
      { type: "page.hidden" },
      TIMERS[placeOf(snapshot)]!.event,
    ] as Array<LeaderElectionEvent>,
  serializeState: serialize,
  input: { tabId: ME },
}) as unknown as TestModel<Snapshot, LeaderElectionEvent, unknown>;
const paths = transitionCoverage(model, serialize, (snapshot) => placeOf(snapshot));

/** The election under a parent that keeps what it is told, over a channel that keeps what it posts. */
const harness = () => {
  const clock = new SimulatedClock();
  const told: Array<LeadershipEvent> = [];
  const posted: Array<TabMessage> = [];
  let farewell: TabMessage | null = null;
  let deliver: ((data: unknown) => void) | undefined;
  const election = leaderElectionMachine.provide({
    actors: {
      channel: fromCallback<ChannelCommand>(({ sendBack, receive }) => {
        deliver = (data) => sendBack({ type: "channel.message", data });
        receive((command) => {
          if (command.type === "channel.post") posted.push(command.message);
          else farewell = command.message;
        });
      }),
    },
  });
  const parent = setup({
    types: { events: {} as LeadershipEvent },
    actors: { election },
  }).createMachine({
    invoke: { id: "election", src: "election", input: { tabId: ME } },
    on: { "*": { actions: ({ event }) => void told.push(event) } },
  });
  const actor: Actor<typeof parent> = createActor(parent, { clock }).start();
  const child = () => actor.getSnapshot().children.election as Actor<typeof leaderElectionMachine>;
  return {
    clock,
    told,
    posted,
    farewell: () => farewell,
    deliver: (data: unknown) => deliver?.(data),
    send: (event: LeadershipCommand | { readonly type: "page.hidden" }) => child().send(event),
    snapshot: () => child().getSnapshot(),
    leads: () => told.findLast((e) => e.type.startsWith("session.leader."))?.type === "session.leader.gained",
    stop: () => actor.stop(),
  };
};

type Harness = ReturnType<typeof harness>;
type Step = { readonly event: ModelEvent };

const TIMER_MS = new Map(Object.values(TIMERS).map(({ event, ms }) => [event.type, ms]));

/** How each model event is played on the real actor, and what it must have caused there. */
const executors = (h: Harness): Record<string, (step: Step) => void> => {
  const fromTab = ({ event }: Step) => {
    const { type, ...rest } = event as Extract<LeaderElectionEvent, { type: `tab.${string}` }>;
    const toldBefore = h.told.length;
    const postedBefore = h.posted.length;
    const leading = h.leads();
    const claiming = h.snapshot().value === "candidate";
    h.deliver({ kind: type.slice("tab.".length), ...rest });
    const told = h.told.slice(toldBefore).filter((e) => !e.type.startsWith("session.leader."));
    switch (type) {
      case "tab.tokens":
        return expect(told).toEqual([{ type: "session.tokens.adopted", token: TOKEN }]);
      case "tab.cleared":
        return expect(told).toEqual([{ type: "session.tokens.cleared", reason: "sessionExpired" }]);
      // Followers' news is for the leader only.
      case "tab.activity":
        return expect(told).toEqual(leading ? [{ type: "session.activity" }] : []);
      case "tab.refreshRequested":
        return expect(told).toEqual(
          leading ? [{ type: "session.refresh.requested", accessToken: TOKEN.accessToken }] : [],
        );
      case "tab.claim":
        // A sitting leader answers every claim at once.
        // A candidate that hears a higher claim claims again, for a tab that opened after its claim.
        expect(h.posted.slice(postedBefore)).toEqual(
          leading
            ? [{ kind: "heartbeat", from: ME }]
            : claiming && (rest as { from: string }).from > ME
              ? [{ kind: "claim", from: ME }]
              : [],
        );
        return expect(told).toEqual([]);
      default:
        return expect(told).toEqual([]);
    }
  };
  const fromSession = ({ event }: Step) => {
    h.send(event as LeadershipCommand);
    const sent = h.posted.at(-1);
    switch (event.type) {
      case "leadership.tokens.publish":
        return expect(sent).toEqual({ kind: "tokens", from: ME, token: TOKEN });
      case "leadership.cleared.publish":
        return expect(sent).toEqual({ kind: "cleared", from: ME, reason: null });
      case "leadership.activity.forward":
        return expect(sent).toEqual({ kind: "activity", from: ME });
      default:
        return expect(sent).toEqual({ kind: "refreshRequested", from: ME, accessToken: TOKEN.accessToken });
    }
  };
  const noise = ({ event }: Step) => {
    const before = { told: h.told.length, posted: h.posted.length };
    h.deliver((event as Extract<ModelEvent, { type: "channel.message" }>).data);
    expect({ told: h.told.length, posted: h.posted.length }).toEqual(before);
  };
  const timer = ({ event }: Step) => h.clock.increment(TIMER_MS.get(event.type)!);
  return {
    ...Object.fromEntries(FROM_OTHER_TABS.map((event) => [event.type, fromTab])),
    ...Object.fromEntries(FROM_SESSION.map((event) => [event.type, fromSession])),
    ...Object.fromEntries([...TIMER_MS.keys()].map((type) => [type, timer])),
    "channel.message": noise,
    "page.hidden": ({ event }) => {
      const leading = h.leads();
      h.send(event as { readonly type: "page.hidden" });
      if (leading) expect(h.posted.at(-1)).toEqual({ kind: "resign", from: ME });
    },
  };
};

describe("leaderElectionMachine along its own model", () => {
  it("covers every state and the hand-overs between them", () => {
    const walked = new Set(paths.map(({ description }) => description.split(" --")[0]));
    expect(walked).toEqual(new Set(["candidate", "follower", "leader"]));
    const edges = paths.map(({ path }) => {
      const steps = path.steps;
      const before = steps.length > 1 ? placeOf(steps[steps.length - 2]!.state) : "candidate";
      return `${before}->${placeOf(path.state)}`;
    });
    for (const edge of [
      "candidate->leader",
      "candidate->follower",
      "follower->candidate",
      "leader->follower",
    ]) {
      expect(edges).toContain(edge);
    }
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      const h = harness();
      let previous = "candidate";
      try {
        await model.testPath(path, {
          states: {
            "*": (state: Snapshot) => {
              const place = placeOf(state);
              expect(h.snapshot().value).toEqual(state.value);
              // The session hears "gained" on becoming leader and "lost" on stepping down, nothing else.
              expect(h.leads()).toBe(place === "leader");
              // A leader that goes resigns; anyone else leaves without a word.
              expect(h.farewell()).toEqual(place === "leader" ? { kind: "resign", from: ME } : null);
              if (place === "candidate" && previous !== "candidate") {
                expect(h.posted.at(-1)).toEqual({ kind: "claim", from: ME });
              }
              if (place === "leader" && previous !== "leader") {
                expect(h.posted.at(-1)).toEqual({ kind: "heartbeat", from: ME });
              }
              previous = place;
            },
          },
          events: executors(h),
        });
      } finally {
        h.stop();
      }
    });
  }
});
