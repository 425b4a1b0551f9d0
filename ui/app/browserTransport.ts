import { Cause, Exit, Layer, ManagedRuntime } from "effect";
import { RealtimeClient, type RealtimeClientShape } from "../../transport/realtime/RealtimeClient.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { RunRpc } from "./lineCommands.ts";
import { createTopicSubscriptions, type TopicSubscriptions } from "./topicSubscriptions.ts";

export interface BrowserTransport {
  readonly run: RunRpc;
  readonly topics: TopicSubscriptions;
  readonly realtime: RealtimeClientShape;
}

/**
 * The app's one Effect runtime: the RPC client on this origin and the one realtime connection, opened
 * here and shared by every page (views subscribe and unsubscribe topics on it, never open their own).
 */
export const createBrowserTransport = async (): Promise<BrowserTransport> => {
  const runtime = ManagedRuntime.make(Layer.mergeAll(RpcClient.layer(), RealtimeClient.layerBrowser));
  const realtime = await runtime.runPromise(RealtimeClient);
  const topics = createTopicSubscriptions({
    subscribe: (topic) => runtime.runPromise(realtime.subscribe(topic)),
    unsubscribe: (topic) => runtime.runPromise(realtime.unsubscribe(topic)),
    messages: realtime.messages,
  });
  const run: RunRpc = async (effect, signal) => {
    const exit = await runtime.runPromiseExit(effect, signal ? { signal } : undefined);
    if (Exit.isSuccess(exit)) return exit.value;
    throw Cause.squash(exit.cause);
  };
  return { run, topics, realtime };
};
