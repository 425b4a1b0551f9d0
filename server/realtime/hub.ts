import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import {
  CLIENT_ID_PARAM,
  HEARTBEAT_INTERVAL_MS,
  REALTIME_PATH,
  RealtimeErrorCode,
  type ServerMessage,
} from "../../domain/realtime/messages";
import { subscriptionRefusal, TOO_MANY_SUBSCRIPTIONS } from "../../domain/realtime/subscriptionLimits";
import type { Logger } from "../log";
import { parseClientMessage } from "./parseClientMessage";
import type { TopicRegistry } from "./topics";

/** Resolves an access token to a user, or to the catalogue error that refused it. */
export type Authenticate = (
  token: string,
) => Promise<{ readonly userId: string } | { readonly code: string; readonly message: string }>;

export interface HubOptions {
  readonly topics: TopicRegistry;
  readonly authenticate: Authenticate;
  readonly logger: Logger;
  readonly heartbeatMs?: number;
  /** Largest frame a client may send. */
  readonly maxPayloadBytes?: number;
  /** The client's address, for the per-address subscription bound; the socket's peer by default. */
  readonly clientAddress?: (req: IncomingMessage) => string;
}

interface Client {
  readonly socket: WebSocket;
  readonly clientId: string;
  readonly address: string;
  readonly topics: Set<string>;
  userId: string | undefined;
  /** Cleared at each heartbeat, set by the pong: a client that misses one whole round is dropped. */
  alive: boolean;
}

export interface RealtimeHub {
  /** Pushes `data` to every subscriber of `topic`, serialised once. Returns how many it reached. */
  readonly publish: (topic: string, data: unknown) => number;
  readonly subscriberCount: (topic: string) => number;
  readonly clientCount: () => number;
  readonly handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  readonly close: () => Promise<void>;
}

export const makeRealtimeHub = (options: HubOptions): RealtimeHub => {
  const { topics, authenticate, logger } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes ?? 64 * 1024 });
  const clients = new Set<Client>();
  const subscribers = new Map<string, Set<Client>>();
  /** Topics held by all sockets of one address, kept up to date so a subscribe checks it in O(1). */
  const heldByAddress = new Map<string, number>();
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? "");

  const countAddress = (address: string, change: number): void => {
    const held = (heldByAddress.get(address) ?? 0) + change;
    if (held > 0) heldByAddress.set(address, held);
    else heldByAddress.delete(address);
  };

  const send = (client: Client, message: ServerMessage): void => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  };

  const removeSubscriber = (topic: string, client: Client): void => {
    const set = subscribers.get(topic);
    if (!set?.delete(client)) return;
    topics.subscribersChanged(topic, set.size, set.size + 1);
    if (set.size === 0) subscribers.delete(topic);
  };

  /** After a login or logout: the socket leaves the topics its new user (or nobody) may not hear. */
  const dropForbidden = (client: Client): void => {
    for (const topic of client.topics) {
      if (topics.mayHear(topic, client.userId)) continue;
      client.topics.delete(topic);
      removeSubscriber(topic, client);
      countAddress(client.address, -1);
    }
  };

  const unsubscribeAll = (client: Client): void => {
    for (const topic of client.topics) removeSubscriber(topic, client);
    countAddress(client.address, -client.topics.size);
    client.topics.clear();
  };

  const onMessage = async (client: Client, raw: string): Promise<void> => {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      send(client, {
        type: "error",
        ...(parsed.id ? { id: parsed.id } : {}),
        code: parsed.code,
        message: parsed.message,
      });
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case "heartbeat":
        return;
      case "subscribe": {
        if (!topics.isKnown(message.topic)) {
          send(client, {
            type: "error",
            id: message.id,
            code: RealtimeErrorCode.unknownTopic,
            message: `Unknown topic ${message.topic}`,
          });
          return;
        }
        if (!topics.mayHear(message.topic, client.userId)) {
          send(client, {
            type: "error",
            id: message.id,
            code: RealtimeErrorCode.forbiddenTopic,
            message: `Not allowed to hear ${message.topic}`,
          });
          return;
        }
        if (client.topics.has(message.topic)) {
          send(client, { type: "subscribed", id: message.id, topic: message.topic });
          return;
        }
        const refusal = subscriptionRefusal({
          socket: client.topics.size,
          address: heldByAddress.get(client.address) ?? 0,
        });
        if (refusal) {
          send(client, { type: "error", id: message.id, code: TOO_MANY_SUBSCRIPTIONS, message: refusal });
          return;
        }
        const set = subscribers.get(message.topic) ?? new Set<Client>();
        subscribers.set(message.topic, set);
        const before = set.size;
        client.topics.add(message.topic);
        countAddress(client.address, 1);
        set.add(client);
        // Hooks run before the answer, so a view is ready by the time the client asks for its snapshot.
        if (set.size !== before) topics.subscribersChanged(message.topic, set.size, before);
        send(client, { type: "subscribed", id: message.id, topic: message.topic });
        return;
      }
      case "unsubscribe": {
        if (!client.topics.delete(message.topic)) {
          send(client, {
            type: "error",
            id: message.id,
            code: RealtimeErrorCode.notSubscribed,
            message: `Not subscribed to ${message.topic}`,
          });
          return;
        }
        removeSubscriber(message.topic, client);
        countAddress(client.address, -1);
        send(client, { type: "unsubscribed", id: message.id, topic: message.topic });
        return;
      }
      case "login": {
        const result = await authenticate(message.token);
        if ("userId" in result) {
          client.userId = result.userId;
          dropForbidden(client);
          send(client, { type: "loggedin", id: message.id, userId: result.userId });
        } else {
          client.userId = undefined;
          dropForbidden(client);
          send(client, { type: "error", id: message.id, code: result.code, message: result.message });
        }
        return;
      }
      case "logout":
        client.userId = undefined;
        dropForbidden(client);
        send(client, { type: "loggedout", id: message.id });
        return;
    }
  };

  wss.on("connection", (socket: WebSocket, req: IncomingMessage) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const client: Client = {
      socket,
      clientId: url.searchParams.get(CLIENT_ID_PARAM) ?? "",
      address: clientAddress(req),
      topics: new Set(),
      userId: undefined,
      alive: true,
    };
    clients.add(client);
    socket.on("pong", () => {
      client.alive = true;
    });
    socket.on("message", (data, isBinary) => {
      if (isBinary) {
        send(client, {
          type: "error",
          code: RealtimeErrorCode.malformedJson,
          message: "Binary frames are not supported",
        });
        return;
      }
      onMessage(client, data.toString()).catch((error: unknown) => {
        logger.error("realtime message failed", {
          error: error instanceof Error ? error.message : String(error),
        });
      });
    });
    socket.on("close", () => {
      unsubscribeAll(client);
      clients.delete(client);
    });
    socket.on("error", () => socket.terminate());
  });

  // NOTE: the heartbeat is an application message (the browser cannot see ws pings); the ws-level ping
  // alongside it lets the server drop clients that vanished without closing.
  const heartbeat = setInterval(() => {
    const beat = JSON.stringify({ type: "heartbeat", time: Date.now() } satisfies ServerMessage);
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(beat);
    }
  }, options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  return {
    publish: (topic, data) => {
      const set = subscribers.get(topic);
      if (!set || set.size === 0) return 0;
      const frame = JSON.stringify({ type: "event", topic, data } satisfies ServerMessage);
      let reached = 0;
      for (const client of set) {
        if (client.socket.readyState === client.socket.OPEN) {
          client.socket.send(frame);
          reached++;
        }
      }
      return reached;
    },
    subscriberCount: (topic) => subscribers.get(topic)?.size ?? 0,
    clientCount: () => clients.size,
    handleUpgrade: (req, socket, head) => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      if (path !== REALTIME_PATH) {
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    },
    close: () =>
      new Promise((resolve) => {
        clearInterval(heartbeat);
        for (const client of clients) client.socket.close(1001, "server shutting down");
        wss.close(() => resolve());
      }),
  };
};
