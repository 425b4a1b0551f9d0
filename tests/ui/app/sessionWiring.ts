import { Cause, Effect, Exit } from "effect";
import { createActor } from "xstate";
import type { AuthToken } from "../../../domain/accounts/authToken.ts";
import { SESSION_CHANNEL_NAME } from "../../../domain/session/leadershipProtocol.ts";
import { writeEntry } from "../../../domain/settings/versionedEntry.ts";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient.ts";
import type { GraphqlTestHandler } from "../../../transport/graphql/graphqlTestHandlers.ts";
import { RpcClient } from "../../../transport/rpc/RpcClient.ts";
import type { RpcTestHandler } from "../../../transport/rpc/rpcTestHandlers.ts";
import { createAuthorizedCalls } from "../../../ui/app/authorizedCalls.ts";
import type { RunGraphql } from "../../../ui/app/homeActors.ts";
import type { RunRpc } from "../../../ui/app/lineCommands.ts";
import { tokenEntry } from "../../../ui/app/session/tokenStorage.ts";
import { createSessionLogic } from "../../../ui/app/sessionActors.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";
import { createChannelHub } from "../../machines/session/fakeBroadcastChannel.ts";

/**
 * The composition root's session wiring in Node: the real session machine and its real actors
 * (`createSessionLogic`) over the transport's test layers, a stored token, and one tab on an in-memory
 * BroadcastChannel. The handlers are the fake back end.
 */
export const sessionWiring = (options: {
  readonly stored: AuthToken | null;
  readonly rpc: ReadonlyArray<RpcTestHandler>;
  readonly graphql?: ReadonlyArray<GraphqlTestHandler>;
}) => {
  const storage = createMemoryStorage();
  if (options.stored) writeEntry(storage, tokenEntry, options.stored);
  const rpcLayer = RpcClient.layerTest(options.rpc);
  const graphqlLayer = GraphqlClient.layerTest(options.graphql ?? []);
  // Rejects with the failure itself, as the app's runtime does.
  const settle = async <A>(exit: Promise<Exit.Exit<A, unknown>>): Promise<A> => {
    const result = await exit;
    if (Exit.isSuccess(result)) return result.value;
    throw Cause.squash(result.cause);
  };
  const runRpc: RunRpc = (effect) => settle(Effect.runPromiseExit(effect.pipe(Effect.provide(rpcLayer))));
  const runGraphql: RunGraphql = (effect) =>
    settle(Effect.runPromiseExit(effect.pipe(Effect.provide(graphqlLayer))));
  let profileResets = 0;
  const hub = createChannelHub();
  const session = createActor(
    createSessionLogic({
      runRpc,
      runGraphql,
      storage,
      now: Date.now,
      openChannel: () => hub.open(SESSION_CHANNEL_NAME),
      page: { addEventListener: () => {}, removeEventListener: () => {} },
      inactivityMs: 10_000,
      resetProfile: () => {
        profileResets += 1;
      },
    }),
    { input: { now: Date.now, tabId: "tab-1" } },
  ).start();
  const calls = createAuthorizedCalls({ session, runRpc, runGraphql });
  return { session, calls, storage, profileResets: () => profileResets };
};
