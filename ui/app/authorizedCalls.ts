import type { AnyVariables } from "@urql/core";
import { Effect } from "effect";
import { type ActorRefFrom, waitFor } from "xstate";
import { ACCESS_TOKEN_HEADER, type GraphqlService } from "../../domain/graphql/services.ts";
import type { CommandSchema, RpcCommand } from "../../domain/rpc/command.ts";
import { codeOfError, meaningOfCode } from "../../machines/session/sessionCodes.ts";
import type { sessionMachine } from "../../machines/session/sessionMachine.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { RunGraphql } from "./homeActors.ts";
import type { RunRpc } from "./lineCommands.ts";

/** A call that needs an account was made with no one signed in (or the session ended while it waited). */
export class NotSignedInError extends Error {
  override readonly name = "NotSignedInError";
  constructor() {
    super("Sign in first: this call needs an account");
  }
}

/** Calls as the signed-in user: the token is added, and the session hears how each call went. */
export interface AuthorizedCalls {
  readonly rpc: <P extends CommandSchema, S extends CommandSchema>(
    command: RpcCommand<P, S>,
    payload: P["Type"],
    signal?: AbortSignal,
  ) => Promise<S["Type"]>;
  readonly graphql: <Data>(
    service: GraphqlService,
    document: string,
    variables: AnyVariables,
    signal?: AbortSignal,
  ) => Promise<Data>;
}

type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** How long a call waits for a refresh (or start-up) to finish before giving up. */
export const TOKEN_WAIT_MS = 30_000;

export const bearer = (accessToken: string): Record<string, string> => ({
  [ACCESS_TOKEN_HEADER]: `Bearer ${accessToken}`,
});

/** The token to call with: once the session has read storage and no refresh is under way. */
const currentAccessToken = async (session: SessionRef, signal: AbortSignal | undefined): Promise<string> => {
  const snapshot = await waitFor(
    session,
    (state) => !state.hasTag("loading") && !state.hasTag("refreshing"),
    { timeout: TOKEN_WAIT_MS, ...(signal ? { signal } : {}) },
  );
  const token = snapshot.hasTag("signedIn") ? snapshot.context.token : null;
  if (token === null) throw new NotSignedInError();
  return token.accessToken;
};

/** The token that replaced `refused`, once the refresh its refusal started is over; null if the session ended. */
const replacementOf = async (
  session: SessionRef,
  refused: string,
  signal: AbortSignal | undefined,
): Promise<string | null> => {
  const snapshot = await waitFor(
    session,
    (state) =>
      state.hasTag("signedOut") ||
      (!state.hasTag("refreshing") &&
        state.context.token !== null &&
        state.context.token.accessToken !== refused),
    { timeout: TOKEN_WAIT_MS, ...(signal ? { signal } : {}) },
  );
  return snapshot.context.token?.accessToken ?? null;
};

/**
 * Runs calls with `Authorization: Bearer <accessToken>` from the session, and tells the session how each
 * went (accounts spec section 7): `session.apiSucceeded`, or `session.apiFailed` with the catalogue code and
 * the token the call carried, which is what drives refreshes and sign-outs. A call refused because its
 * token lapsed is sent once more with the refreshed token, so a form never fails for that. Every other
 * failure is rethrown as the transport's own error (an `ApiError` keeps its codes for the form).
 */
export const createAuthorizedCalls = (deps: {
  readonly session: SessionRef;
  readonly runRpc: RunRpc;
  readonly runGraphql: RunGraphql;
}): AuthorizedCalls => {
  const { session } = deps;
  const authorized = async <A>(
    call: (headers: Record<string, string>) => Promise<A>,
    signal: AbortSignal | undefined,
  ): Promise<A> => {
    let accessToken = await currentAccessToken(session, signal);
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await call(bearer(accessToken));
        session.send({ type: "session.apiSucceeded" });
        return answer;
      } catch (error) {
        const code = codeOfError(error);
        if (code === undefined) throw error;
        session.send({ type: "session.apiFailed", code, accessToken });
        if (attempt > 1 || meaningOfCode(code).kind !== "refresh") throw error;
        const replacement = await replacementOf(session, accessToken, signal).catch(() => null);
        if (replacement === null) throw error;
        accessToken = replacement;
      }
    }
  };
  const neverAborted = new AbortController().signal;
  return {
    rpc: (command, payload, signal) =>
      authorized(
        (headers) =>
          deps.runRpc(
            Effect.gen(function* () {
              const client = yield* RpcClient;
              return yield* client.call(command, payload, { headers });
            }),
            signal,
          ),
        signal,
      ),
    graphql: <Data>(
      service: GraphqlService,
      document: string,
      variables: AnyVariables,
      signal?: AbortSignal,
    ) =>
      authorized(
        (headers) =>
          deps.runGraphql(
            Effect.gen(function* () {
              const client = yield* GraphqlClient;
              return yield* client.query<Data, AnyVariables>(service, document, variables, { headers });
            }),
            signal ?? neverAborted,
          ),
        signal,
      ),
  };
};
