import WebSocket from "ws";
import type { ServerMessage } from "../../domain/realtime/messages";

/** A websocket test peer: queues what it receives and lets a test wait for the next message of a kind. */
export const connectPeer = async (url: string, headers?: Readonly<Record<string, string>>) => {
  const socket = new WebSocket(url, headers ? { headers: { ...headers } } : undefined);
  const inbox: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on("message", (data) => {
    inbox.push(JSON.parse(data.toString()) as ServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const next = async <T extends ServerMessage["type"]>(
    type: T,
    match: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> => {
    for (;;) {
      const index = inbox.findIndex(
        (m) => m.type === type && match(m as Extract<ServerMessage, { type: T }>),
      );
      if (index >= 0) return inbox.splice(index, 1)[0] as Extract<ServerMessage, { type: T }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const send = (value: unknown) => socket.send(typeof value === "string" ? value : JSON.stringify(value));
  let seq = 0;
  const subscribe = async (topic: string) => {
    const id = `sub-${++seq}`;
    send({ type: "subscribe", id, topic });
    await next("subscribed", (m) => m.id === id);
  };
  const close = () =>
    new Promise<void>((resolve) => {
      if (socket.readyState === WebSocket.CLOSED) return resolve();
      socket.once("close", () => resolve());
      socket.close();
    });
  return { socket, inbox, next, send, subscribe, close };
};
