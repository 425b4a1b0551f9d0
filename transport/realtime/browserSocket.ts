import { fromCallback } from "xstate";
import {
  CLIENT_CLOSE_CODE,
  type SocketCommand,
  type SocketEvent,
  type SocketInput,
} from "../../domain/realtime/socketProtocol";

/**
 * The part of the WebSocket API the socket actor uses. The browser's `WebSocket` and the `ws` package's
 * `WebSocket` (Node) both fit, so the same actor runs in the page and in Node tests.
 */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ readonly data: unknown }> | null;
  onclose: Handler<{ readonly code: number; readonly reason: string }> | null;
  onerror: Handler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Method-style so the DOM's and `ws`'s richer event types fit (parameter bivariance). */
type Handler<E> = { bivarianceHack(event: E): void }["bivarianceHack"];

export type WebSocketConstructor = new (url: string) => WebSocketLike;

const CONNECTING = 0;
const OPEN = 1;
const ignore = (): void => {};

const frameText = (data: unknown): string => {
  if (typeof data === "string") return data;
  // NOTE: the protocol is JSON text; a binary frame (Buffer in Node) is decoded as UTF-8 and anything
  // else is passed on as is, for the machine to log as malformed.
  if (data instanceof Uint8Array) return new TextDecoder().decode(data);
  return String(data);
};

/**
 * The live `socket` actor of realtimeConnectionMachine: one WebSocket per invocation, opened on start,
 * closed when the machine leaves the connection state (the actor is stopped).
 */
export const makeSocketActor = (WebSocketImpl: WebSocketConstructor) =>
  fromCallback<SocketCommand, SocketInput>(({ input, sendBack, receive }) => {
    const socket = new WebSocketImpl(input.url);
    const report = (event: SocketEvent): void => sendBack(event);

    socket.onopen = () => report({ type: "socket.opened" });
    socket.onmessage = (event) => report({ type: "socket.message", data: frameText(event.data) });
    socket.onclose = (event) => report({ type: "socket.closed", code: event.code, reason: event.reason });
    // NOTE: `error` is always followed by `close`, which carries the code; reporting both would count the
    // same loss twice.
    socket.onerror = ignore;

    receive((command) => {
      // NOTE: a send on a socket that is already closing is dropped: its `close` follows and the machine
      // re-sends every waiting request on the next socket.
      if (socket.readyState === OPEN) socket.send(JSON.stringify(command.message));
    });

    return () => {
      // The machine has moved on: late events of this socket must not reach it. `onerror` stays a no-op
      // because `ws` throws on an `error` nobody listens to (closing while still connecting emits one).
      socket.onopen = ignore;
      socket.onmessage = ignore;
      socket.onclose = ignore;
      if (socket.readyState === CONNECTING || socket.readyState === OPEN) socket.close(CLIENT_CLOSE_CODE);
    };
  });
