import { createTestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnyStateMachine, type AnyStateNode, assign, setup } from "xstate";
import {
  DisconnectReason,
  HEARTBEAT_TIMEOUT_MS,
  RECONNECT_MAX_MS,
  RECONNECT_PARAM,
} from "../../../domain/realtime/messages";
import { realtimeConnectionMachine } from "../../../machines/realtimeConnection/realtimeConnectionMachine";
import { startConnection } from "./harness";

/**
 * Model-based test. @xstate/graph refuses machines with `invoke` and `after`, which is the whole point of
 * the real machine, so the model below restates the connection chart from the spec with the timers as
 * plain `timer.*` events and the socket as `socket.*` events. Every path @xstate/graph finds through the
 * model is replayed on the real machine (fake socket, fake timers), asserting each state it reaches.
 * A parity check keeps the model's states and edges equal to the machine's.
 */

interface ModelContext {
  /** The reason the real machine must have recorded on its last disconnect. */
  readonly reason: string | null;
  /** Some connection attempt already happened: the next URL carries the reconnect flag. */
  readonly attempted: boolean;
  /** The current attempt's URL must carry the reconnect flag. */
  readonly reconnecting: boolean;
}

type ModelEvent =
  | { type: "connection.start" }
  | { type: "connection.stop" }
  | { type: "socket.opened" }
  | { type: "socket.closed" }
  | { type: "server.heartbeat" }
  | { type: "timer.connectTimeout" }
  | { type: "timer.heartbeatTimeout" }
  | { type: "timer.reconnectDelay" };

const SERVER_CLOSE_CODE = 1006;

const lose = (reason: string) => ({
  target: "#realtimeConnection.waitingToReconnect",
  actions: { type: "recordReason" as const, params: { reason } },
});

const connectionModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: { recordReason: assign((_, params: { readonly reason: string }) => ({ reason: params.reason })) },
}).createMachine({
  id: "realtimeConnection",
  context: { reason: null, attempted: false, reconnecting: false },
  initial: "disconnected",
  states: {
    disconnected: { on: { "connection.start": "connection" } },
    connection: {
      entry: assign(({ context }) => ({ reconnecting: context.attempted, attempted: true })),
      initial: "connecting",
      on: {
        "socket.closed": lose(`Connection closed (${SERVER_CLOSE_CODE})`),
        "connection.stop": {
          target: "disconnected",
          actions: { type: "recordReason", params: { reason: DisconnectReason.clientDisconnect } },
        },
      },
      states: {
        connecting: {
          on: {
            "socket.opened": "connected",
            "timer.connectTimeout": lose(DisconnectReason.initialHeartbeatTimeout),
          },
        },
        connected: {
          initial: "awaitingFirstHeartbeat",
          states: {
            awaitingFirstHeartbeat: {
              on: {
                "server.heartbeat": "alive",
                "timer.heartbeatTimeout": lose(DisconnectReason.initialHeartbeatTimeout),
              },
            },
            alive: {
              on: {
                "server.heartbeat": { target: "alive", reenter: true },
                "timer.heartbeatTimeout": lose(DisconnectReason.heartbeatTimeout),
              },
            },
          },
        },
      },
    },
    waitingToReconnect: {
      on: {
        "timer.reconnectDelay": "connection",
        "connection.start": "connection",
        "connection.stop": {
          target: "disconnected",
          actions: { type: "recordReason", params: { reason: DisconnectReason.clientDisconnect } },
        },
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------------------
// Parity: the model describes the real chart, not an imagined one.

const allNodes = (node: AnyStateNode): Array<AnyStateNode> => [
  node,
  ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode)),
];

/** Edges as `source --event--> target`, with `after` delays renamed to the model's `timer.*` events. */
const edgesOf = (machine: AnyStateMachine): Array<string> =>
  allNodes(machine.root)
    .flatMap((node) =>
      [...node.transitions.values()].flat().flatMap((transition) =>
        (transition.target ?? []).map((target: AnyStateNode) => {
          const event = transition.eventType.replace(/^xstate\.after\.([^.]+)\..*$/, "timer.$1");
          return `${node.path.join(".")} --${event}--> ${target.path.join(".")}`;
        }),
      ),
    )
    .sort();

/** The real machine's only edge the model leaves out: a socket actor that throws on start. */
const MACHINE_ONLY_EDGES = ["connection --xstate.error.actor.socket--> waitingToReconnect"];

describe("the connection model", () => {
  it("has exactly the states of realtimeConnectionMachine", () => {
    const paths = (machine: AnyStateMachine) => allNodes(machine.root).map((node) => node.path.join("."));
    expect(paths(connectionModel)).toEqual(paths(realtimeConnectionMachine));
  });

  it("has exactly the state-changing edges of realtimeConnectionMachine (timers as events)", () => {
    const machineEdges = edgesOf(realtimeConnectionMachine).filter(
      (edge) => !MACHINE_ONLY_EDGES.includes(edge),
    );
    expect(edgesOf(connectionModel)).toEqual(machineEdges);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Replay every path on the real machine.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Sut = ReturnType<typeof startConnection>;
type ModelSnapshot = { readonly context: ModelContext };

const stateTests = (sut: Sut) => {
  const snapshot = () => sut.actor.getSnapshot();
  const currentOpen = () => {
    expect(sut.fake.current.isClosed()).toBe(false);
    expect(sut.fake.sockets.filter((socket) => !socket.isClosed())).toHaveLength(1);
  };
  return {
    disconnected: (model: ModelSnapshot) => {
      expect(snapshot().value).toBe("disconnected");
      expect(sut.fake.sockets.every((socket) => socket.isClosed())).toBe(true);
      expect(snapshot().context.lastDisconnectReason).toBe(model.context.reason);
    },
    "connection.connecting": (model: ModelSnapshot) => {
      expect(snapshot().value).toEqual({ connection: "connecting" });
      currentOpen();
      expect(sut.fake.current.url.searchParams.has(RECONNECT_PARAM)).toBe(model.context.reconnecting);
    },
    "connection.connected.awaitingFirstHeartbeat": () => {
      expect(snapshot().value).toEqual({ connection: { connected: "awaitingFirstHeartbeat" } });
      expect(snapshot().hasTag("online")).toBe(true);
      currentOpen();
    },
    "connection.connected.alive": () => {
      expect(snapshot().value).toEqual({ connection: { connected: "alive" } });
      expect(snapshot().hasTag("online")).toBe(true);
      currentOpen();
    },
    waitingToReconnect: (model: ModelSnapshot) => {
      expect(snapshot().value).toBe("waitingToReconnect");
      expect(sut.fake.current.isClosed()).toBe(true);
      expect(snapshot().context.lastDisconnectReason).toBe(model.context.reason);
    },
  };
};

const eventExecutors = (sut: Sut) => ({
  "connection.start": () => sut.actor.send({ type: "connection.start" }),
  "connection.stop": () => sut.actor.send({ type: "connection.stop" }),
  "socket.opened": () => sut.fake.current.open(),
  "socket.closed": () => sut.fake.current.closeFromServer(SERVER_CLOSE_CODE),
  "server.heartbeat": () => sut.fake.current.receive({ type: "heartbeat", time: Date.now() }),
  "timer.connectTimeout": () => {
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
  },
  "timer.heartbeatTimeout": () => {
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
  },
  "timer.reconnectDelay": () => {
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
  },
});

/** Paths per (state, recorded reason, reconnect flag): the default serialization includes the context. */
const model = createTestModel(connectionModel);
/**
 * Simple paths (no state twice) over the state values alone: with the context in the key the number of
 * simple paths explodes past what a test run can afford.
 */
const valueModel = createTestModel(connectionModel, {
  serializeState: (state) => JSON.stringify(state.value),
});

describe("realtimeConnectionMachine along the model's paths", () => {
  const runPath = async (path: ReturnType<typeof model.getShortestPaths>[number]) => {
    const sut = startConnection({ connect: false });
    const visited: Array<unknown> = [];
    const states = stateTests(sut);
    await path.test({
      states: Object.fromEntries(
        Object.entries(states).map(([key, check]) => [
          key,
          (state: ModelSnapshot) => {
            visited.push(key);
            check(state);
          },
        ]),
      ),
      events: eventExecutors(sut),
    });
    // Every step (the first is `xstate.init`) ended in a state that was asserted.
    expect(visited).toHaveLength(path.steps.length);
    sut.actor.stop();
  };

  const shortest = model.getShortestPaths();
  it("the shortest paths pass through every state of the model", () => {
    const reached = new Set(
      shortest.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set(
        [
          "disconnected",
          { connection: "connecting" },
          { connection: { connected: "awaitingFirstHeartbeat" } },
          { connection: { connected: "alive" } },
          "waitingToReconnect",
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  describe("shortest paths", () => {
    for (const path of shortest) it(path.description, () => runPath(path));
  });

  describe("simple paths", () => {
    for (const path of valueModel.getSimplePaths()) it(path.description, () => runPath(path));
  });
});
