import { Cause, Exit, Layer, ManagedRuntime } from "effect";
import { RealtimeClient, type RealtimeClientShape } from "../../transport/realtime/RealtimeClient.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { RunRpc } from "./lineCommands.ts";
import { realtimeClientBrowserLayer } from "./realtime/realtimeClientLayer.ts";
import { createTopicSubscriptions, type TopicSubscriptions } from "./topicSubscriptions.ts";

export interface BrowserTransport {
  readonly run: RunRpc;
  readonly topics: TopicSubscriptions;
  readonly realtime: RealtimeClientShape;
}

/**
 * The app's one Effect runtime over `layer`: the RPC client and the one realtime connection, shared by
 * every page (views subscribe and unsubscribe topics on it, never open their own). Node tests build it
 * over a test server with `ws`.
 */
export const createAppTransport = async (
  layer: Layer.Layer<RpcClient | RealtimeClient>,
  onTopicError?: Parameters<typeof createTopicSubscriptions>[1],
): Promise<BrowserTransport & { readonly dispose: () => Promise<void> }> => {
  const runtime = ManagedRuntime.make(layer);
  const realtime = await runtime.runPromise(RealtimeClient);
  const topics = createTopicSubscriptions(
    {
      subscribe: (topic) => runtime.runPromise(realtime.subscribe(topic)),
      unsubscribe: (topic) => runtime.runPromise(realtime.unsubscribe(topic)),
      messages: realtime.messages,
    },
    onTopicError,
  );
  const run: RunRpc = async (effect, signal) => {
    const exit = await runtime.runPromiseExit(effect, signal ? { signal } : undefined);
    if (Exit.isSuccess(exit)) return exit.value;
    throw Cause.squash(exit.cause);
  };
  return { run, topics, realtime, dispose: () => runtime.dispose() };
};

/** The browser's transport: the RPC client on this origin and the realtime connection of this page. */
export const createBrowserTransport = (): Promise<BrowserTransport> =>
  createAppTransport(Layer.mergeAll(RpcClient.layer(), realtimeClientBrowserLayer));
