import { type Actor, createActor, fromCallback } from "xstate";
import type { ClientMessage, ServerMessage } from "../../../domain/realtime/messages";
import type { PageLocation } from "../../../domain/realtime/realtimeUrl";
import type { SocketCommand, SocketInput } from "../../../domain/realtime/socketProtocol";
import {
  type RealtimeConnectionEmitted,
  realtimeConnectionMachine,
} from "../../../machines/realtimeConnection/realtimeConnectionMachine";
import { type RandomSource, reconnectDelayMs } from "../../../machines/realtimeConnection/reconnectDelay";

/** One socket the machine opened, driven by the test as if it were the server. */
export interface FakeSocket {
  readonly url: URL;
  readonly sent: Array<ClientMessage>;
  readonly isClosed: () => boolean;
  open(): void;
  /** A server frame: an object is sent as JSON, a string as is (to send garbage). */
  receive(message: ServerMessage | string): void;
  closeFromServer(code?: number, reason?: string): void;
}

export const createFakeSockets = () => {
  const sockets: Array<FakeSocket> = [];
  const logic = fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
    let closed = false;
    const sent: Array<ClientMessage> = [];
    receive((command) => {
      if (!closed) sent.push(command.message);
    });
    sockets.push({
      url: new URL(input.url),
      sent,
      isClosed: () => closed,
      open: () => sendBack({ type: "socket.opened" }),
      receive: (message) =>
        sendBack({
          type: "socket.message",
          data: typeof message === "string" ? message : JSON.stringify(message),
        }),
      closeFromServer: (code = 1006, reason = "") => {
        closed = true;
        sendBack({ type: "socket.closed", code, reason });
      },
    });
    return () => {
      closed = true;
    };
  });
  return {
    logic,
    sockets,
    /** The newest socket; throws when the machine opened none, so a test cannot pass by accident. */
    get current(): FakeSocket {
      const socket = sockets.at(-1);
      if (socket === undefined) throw new Error("no socket was opened");
      return socket;
    },
  };
};

export const testPage: PageLocation = { protocol: "https:", hostname: "funs.example", host: "funs.example" };

/** Cycles through the given numbers in [0, 1) so reconnect pauses are known in advance. */
export const sequenceRandom = (values: ReadonlyArray<number>): RandomSource => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

export interface StartOptions {
  readonly random?: RandomSource;
  readonly token?: string | null;
  /** Sends `connection.start` right away (default true). */
  readonly connect?: boolean;
}

/** A running machine over fake sockets, recording what it emits. Use with `vi.useFakeTimers()`. */
export const startConnection = (options: StartOptions = {}) => {
  const fake = createFakeSockets();
  const delays: Array<number> = [];
  const random = options.random ?? sequenceRandom([0.5]);
  const machine = realtimeConnectionMachine.provide({
    actors: { socket: fake.logic },
    delays: {
      reconnectDelay: () => {
        const delay = reconnectDelayMs(random);
        delays.push(delay);
        return delay;
      },
    },
  });
  const actor = createActor(machine, {
    input: { endpoint: { page: testPage }, clientId: "client-1", token: options.token ?? null },
  });
  const emitted: Array<RealtimeConnectionEmitted> = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  if (options.connect ?? true) actor.send({ type: "connection.start" });
  return {
    actor: actor as Actor<typeof machine>,
    fake,
    emitted,
    /** The reconnect pauses the machine drew, in order. */
    reconnectDelays: delays,
    ofType: <T extends RealtimeConnectionEmitted["type"]>(type: T) =>
      emitted.filter(
        (event): event is Extract<RealtimeConnectionEmitted, { type: T }> => event.type === type,
      ),
    /** Opens the current socket and sends the first heartbeat. */
    connect: () => {
      fake.current.open();
      fake.current.receive({ type: "heartbeat", time: 0 });
    },
  };
};
