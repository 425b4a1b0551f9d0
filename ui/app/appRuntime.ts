import { Cause, type Effect, Exit, type Layer, ManagedRuntime } from "effect";
import type { FileUpload } from "../../transport/files/FileUpload.ts";
import type { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { RealtimeClient, type RealtimeClientShape } from "../../transport/realtime/RealtimeClient.ts";
import type { RpcClient } from "../../transport/rpc/RpcClient.ts";
import { createTopicSubscriptions, type TopicSubscriptions } from "./topicSubscriptions.ts";

/** What the app's one runtime provides: the browser's layer, or a test layer of the same services. */
export type AppServices = RpcClient | GraphqlClient | RealtimeClient | FileUpload;

/**
 * Runs a program on the app's runtime as a promise for an actor: it rejects with the typed failure itself
 * (machines sort failures by their tag or code, not a wrapper), and `signal` interrupts it (the page went
 * away). Factories name the services they use (`Run<RpcClient>`); the app hands them all the same `run`.
 */
export type Run<R = AppServices> = <A, E>(effect: Effect.Effect<A, E, R>, signal?: AbortSignal) => Promise<A>;

export interface AppRuntime {
  readonly run: Run;
  /** Topic listeners counted over the one realtime connection, which every page shares. */
  readonly topics: TopicSubscriptions;
  /** The realtime connection itself, for what is not a program: its pushes, status and refusals. */
  readonly realtime: RealtimeClientShape;
  readonly dispose: () => Promise<void>;
}

/** The `run` of a runtime; tests make one over a runtime of the services they fake. */
export const runOn =
  <R>(runtime: ManagedRuntime.ManagedRuntime<R, never>): Run<R> =>
  async (effect, signal) => {
    const exit = await runtime.runPromiseExit(effect, signal ? { signal } : undefined);
    if (Exit.isSuccess(exit)) return exit.value;
    throw Cause.squash(exit.cause);
  };

/**
 * The app's one `ManagedRuntime` over `layer`, built once by the composition root (ui/main.tsx with the
 * browser's layer; Node tests with test servers or fakes), and the one `run` every actor factory gets.
 */
export const createAppRuntime = async (
  layer: Layer.Layer<AppServices>,
  onTopicError?: Parameters<typeof createTopicSubscriptions>[1],
): Promise<AppRuntime> => {
  const runtime = ManagedRuntime.make(layer);
  const run = runOn(runtime);
  const realtime = await run(RealtimeClient);
  const topics = createTopicSubscriptions(
    {
      subscribe: (topic) => run(realtime.subscribe(topic)),
      unsubscribe: (topic) => run(realtime.unsubscribe(topic)),
      messages: realtime.messages,
    },
    onTopicError,
  );
  return { run, topics, realtime, dispose: () => runtime.dispose() };
};
