import { Effect, Layer, ManagedRuntime } from "effect";
import { createActor } from "xstate";
import type { AuthToken } from "../../../domain/accounts/authToken.ts";
import { SESSION_CHANNEL_NAME } from "../../../domain/session/leadershipProtocol.ts";
import { writeEntry } from "../../../domain/settings/versionedEntry.ts";
import { FileUpload } from "../../../transport/files/FileUpload.ts";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient.ts";
import type { GraphqlTestHandler } from "../../../transport/graphql/graphqlTestHandlers.ts";
import { RpcClient } from "../../../transport/rpc/RpcClient.ts";
import type { RpcTestHandler } from "../../../transport/rpc/rpcTestHandlers.ts";
import { runOn } from "../../../ui/app/appRuntime.ts";
import { createAuthorizedCalls } from "../../../ui/app/authorizedCalls.ts";
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
  // The app's runtime and its one `run`, over the transport's test layers.
  const run = runOn(
    ManagedRuntime.make(
      Layer.mergeAll(
        RpcClient.layerTest(options.rpc),
        GraphqlClient.layerTest(options.graphql ?? []),
        FileUpload.layerTest(() => Effect.die(new Error("no upload in these tests"))),
      ),
    ),
  );
  let profileResets = 0;
  const hub = createChannelHub();
  const session = createActor(
    createSessionLogic({
      run,
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
  const calls = createAuthorizedCalls({ session, run });
  return { session, calls, storage, profileResets: () => profileResets };
};
