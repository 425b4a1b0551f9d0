import { Cause, Exit, Layer, ManagedRuntime } from "effect";
import type { RealtimeStatus } from "../../machines/realtimeConnection/status";
import type { WebSocketConstructor } from "../../transport/realtime/browserSocket";
import { RealtimeClient } from "../../transport/realtime/RealtimeClient";
import { RpcClient } from "../../transport/rpc/RpcClient";
import type { RunRpc } from "../../ui/app/lineCommands";
import { createTopicSubscriptions, type TopicSubscriptions } from "../../ui/app/topicSubscriptions";

export interface NodeTransport {
  readonly run: RunRpc;
  readonly topics: TopicSubscriptions;
  readonly status: () => RealtimeStatus;
  readonly close: () => Promise<void>;
}

/**
 * The browser's transport (RPC client, one realtime connection, topic subscriptions) in Node, against a
 * test server: `ws` stands in for the browser's WebSocket, and the reconnect pause is its shortest (5 s).
 */
export const nodeTransport = (baseUrl: string, WebSocket: unknown): NodeTransport => {
  const { host, hostname, protocol } = new URL(baseUrl);
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      RpcClient.layer({ baseUrl }),
      RealtimeClient.layer({
        endpoint: { page: { protocol, hostname, host } },
        WebSocket: WebSocket as WebSocketConstructor,
        random: () => 0,
        logger: () => undefined,
      }),
    ),
  );
  const realtime = runtime.runSync(RealtimeClient);
  let status: RealtimeStatus = "connecting";
  realtime.status((next) => {
    status = next;
  });
  let closed = false;
  const topics = createTopicSubscriptions(
    {
      subscribe: (topic) => runtime.runPromise(realtime.subscribe(topic)),
      unsubscribe: (topic) => runtime.runPromise(realtime.unsubscribe(topic)),
      messages: realtime.messages,
    },
    // Requests still on their way when the test closes the transport are interrupted, not failed.
    (action, topic, error) => {
      if (!closed) throw new Error(`${action} ${topic} failed: ${String(error)}`);
    },
  );
  const run: RunRpc = async (effect, signal) => {
    const exit = await runtime.runPromiseExit(effect, signal ? { signal } : undefined);
    if (Exit.isSuccess(exit)) return exit.value;
    throw Cause.squash(exit.cause);
  };
  return {
    run,
    topics,
    status: () => status,
    close: () => {
      closed = true;
      return runtime.dispose();
    },
  };
};
