import { Effect } from "effect";
import { type ActorRefFrom, fromPromise } from "xstate";
import type { AuthToken } from "../../domain/accounts/authToken.ts";
import {
  UserRefreshKeepAlive,
  UserRefreshToken,
  UserRevokeKeepAlive,
} from "../../domain/accounts/sessionCommands.ts";
import type { StoragePort } from "../../domain/settings/versionedEntry.ts";
import {
  type AccessTokenInput,
  type RefreshTokenInput,
  sessionMachine,
} from "../../machines/session/sessionMachine.ts";
import type { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { Run } from "./appRuntime.ts";
import { bearer } from "./authorizedCalls.ts";
import { authProfileWith } from "./authProfileQuery.ts";
import {
  type BroadcastChannelPort,
  createBroadcastLeadership,
  type PageLifecyclePort,
} from "./session/broadcastLeadership.ts";
import { createTokenStorage } from "./session/tokenStorage.ts";

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

export interface SessionDeps {
  /** The app's runtime: the auth-service commands over RPC, the token check over GraphQL. */
  readonly run: Run<RpcClient | GraphqlClient>;
  /** `failSafeStorage(localStorage)` in the browser: one token entry shared by the origin's tabs. */
  readonly storage: StoragePort;
  /** The clock of the stored token's checks (`Date.now` in the browser); the session actor gets it as input too. */
  readonly now: () => number;
  readonly openChannel: () => BroadcastChannelPort;
  readonly page: PageLifecyclePort;
  /** Idle time before the keep-alive is revoked: the spec's minute, or 10 s in development. */
  readonly inactivityMs: number;
  /** Sign-out resets (accounts spec section 4); notifications and favourites have no state to reset yet. */
  readonly resetProfile: () => void;
}

/** An auth-service command with the session's token; rejects with the transport's error as is. */
const withToken = (deps: SessionDeps, input: AccessTokenInput, signal: AbortSignal, keepAlive: boolean) =>
  deps.run(
    Effect.gen(function* () {
      const rpc = yield* RpcClient;
      const command = keepAlive ? UserRefreshKeepAlive : UserRevokeKeepAlive;
      return yield* rpc.call(command, {}, { headers: bearer(input.accessToken) });
    }),
    signal,
  );

/**
 * The session machine over the real browser (see its header and the wiring notes in sessionMachine.ts):
 * the token in localStorage, one leader among the tabs over a BroadcastChannel, and the auth-service calls
 * over the app's RPC client. Every actor rejects with the transport's own error, which carries the
 * catalogue code the machine reads.
 */
export const createSessionLogic = (deps: SessionDeps) =>
  sessionMachine.provide({
    actors: {
      tokenStorage: createTokenStorage(deps.storage, deps.now),
      leadership: createBroadcastLeadership({
        openChannel: deps.openChannel,
        page: deps.page,
      }),
      refreshToken: fromPromise<AuthToken, RefreshTokenInput>(async ({ input, signal }) => {
        const answer = await deps.run(
          Effect.gen(function* () {
            const rpc = yield* RpcClient;
            return yield* rpc.call(UserRefreshToken, { refreshToken: input.refreshToken });
          }),
          signal,
        );
        return answer.token;
      }),
      // NOTE: the auth profile is the cheapest call that judges a token; when the profile loads within the
      // validation delay its success settles the check first and this never runs.
      validate: fromPromise<unknown, AccessTokenInput>(({ input, signal }) =>
        deps.run(authProfileWith(bearer(input.accessToken)), signal),
      ),
      keepAlive: fromPromise<unknown, AccessTokenInput>(({ input, signal }) =>
        withToken(deps, input, signal, true),
      ),
      revokeKeepAlive: fromPromise<unknown, AccessTokenInput>(({ input, signal }) =>
        withToken(deps, input, signal, false),
      ),
    },
    actions: {
      resetProfile: () => deps.resetProfile(),
    },
    delays: {
      inactivity: deps.inactivityMs,
    },
  });
