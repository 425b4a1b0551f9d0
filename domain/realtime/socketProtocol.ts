import type { ClientMessage } from "./messages";

/**
 * The contract between the machine and its `socket` actor (a `fromCallback`): the live one wraps a
 * WebSocket (transport/realtime/browserSocket.ts), tests provide a fake. The actor owns exactly one
 * socket: it opens it on start and closes it when stopped.
 */
export interface SocketInput {
  readonly url: string;
}

/** Parent → socket. */
export type SocketCommand = { readonly type: "socket.send"; readonly message: ClientMessage };

/** Socket → parent. `data` is the raw text frame: parsing is the machine's job, so fakes stay dumb. */
export type SocketEvent =
  | { readonly type: "socket.opened" }
  | { readonly type: "socket.message"; readonly data: string }
  | { readonly type: "socket.closed"; readonly code: number; readonly reason: string };

/** Close code the client uses when it drops the socket itself (normal closure). */
export const CLIENT_CLOSE_CODE = 1000;

/** The disconnect reason recorded when the socket closes under us. */
export const socketClosedReason = (code: number, reason: string): string =>
  reason.length > 0 ? `Connection closed (${code}: ${reason})` : `Connection closed (${code})`;
