import type { AnyVariables } from "@urql/core";
import { Duration, Effect, Schema } from "effect";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { UploadAnswer } from "../../domain/files/fileRoutes.ts";
import { ACCESS_TOKEN_HEADER, type GraphqlService } from "../../domain/graphql/services.ts";
import type { CommandSchema, RpcCommand } from "../../domain/rpc/command.ts";
import { codeOfError, meaningOfError } from "../../machines/session/sessionCodes.ts";
import type { sessionMachine } from "../../machines/session/sessionMachine.ts";
import { FileUpload } from "../../transport/files/FileUpload.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { Run } from "./appRuntime.ts";

/** A call that needs an account was made with no one signed in (or the session ended while it waited). */
export class NotSignedInError extends Schema.TaggedError<NotSignedInError>()("NotSignedInError", {}) {
  override get message(): string {
    return "Sign in first: this call needs an account";
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
  /** One file (a profile picture) to the file service. */
  readonly upload: (file: File, signal: AbortSignal) => Promise<UploadAnswer>;
}

type SessionRef = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** How long a call waits for a refresh (or start-up) to finish before giving up. */
export const TOKEN_WAIT_MS = 30_000;

export const bearer = (accessToken: string): Record<string, string> => ({
  [ACCESS_TOKEN_HEADER]: `Bearer ${accessToken}`,
});

/** The session's first snapshot that `ready` accepts; fails with `NotSignedInError` if none comes in time. */
const sessionWhen = (
  session: SessionRef,
  ready: (snapshot: SessionSnapshot) => boolean,
): Effect.Effect<SessionSnapshot, NotSignedInError> =>
  Effect.callback<SessionSnapshot, NotSignedInError>((resume) => {
    const now = session.getSnapshot();
    if (ready(now)) return resume(Effect.succeed(now));
    const subscription = session.subscribe({
      next: (snapshot) => {
        if (!ready(snapshot)) return;
        subscription.unsubscribe();
        resume(Effect.succeed(snapshot));
      },
      error: () => resume(Effect.fail(new NotSignedInError())),
      complete: () => resume(Effect.fail(new NotSignedInError())),
    });
    return Effect.sync(() => subscription.unsubscribe());
  }).pipe(
    Effect.timeoutOrElse({
      duration: Duration.millis(TOKEN_WAIT_MS),
      orElse: () => Effect.fail(new NotSignedInError()),
    }),
  );

const signedInToken = (snapshot: SessionSnapshot): Effect.Effect<string, NotSignedInError> => {
  const token = snapshot.hasTag("signedIn") ? snapshot.context.token : null;
  return token === null ? Effect.fail(new NotSignedInError()) : Effect.succeed(token.accessToken);
};

/** The token to call with: once the session has read storage and no refresh is under way. */
const currentAccessToken = (session: SessionRef) =>
  sessionWhen(session, (state) => !state.hasTag("loading") && !state.hasTag("refreshing")).pipe(
    Effect.flatMap(signedInToken),
  );

/** The token that replaced `refused`, once the refresh its refusal started is over. */
const replacementOf = (session: SessionRef, refused: string) =>
  sessionWhen(
    session,
    (state) =>
      state.hasTag("signedOut") ||
      (!state.hasTag("refreshing") &&
        state.context.token !== null &&
        state.context.token.accessToken !== refused),
  ).pipe(Effect.flatMap(signedInToken));

/** One call with `accessToken`, and the session told how it went (failures without a code are not its business). */
const reported = <A, E, R>(
  session: SessionRef,
  call: (accessToken: string) => Effect.Effect<A, E, R>,
  accessToken: string,
): Effect.Effect<A, E, R> =>
  call(accessToken).pipe(
    Effect.tap(() => Effect.sync(() => session.send({ type: "session.apiSucceeded" }))),
    Effect.tapError((error) =>
      Effect.sync(() => {
        const code = codeOfError(error);
        if (code !== undefined) session.send({ type: "session.apiFailed", code, accessToken });
      }),
    ),
  );

/**
 * `call` as the signed-in user (accounts spec section 7), whatever it is (RPC, GraphQL, upload): it runs
 * with the session's access token, and the session hears how it went, `session.apiSucceeded` or
 * `session.apiFailed` with the catalogue code and the token the call carried, which is what drives
 * refreshes and sign-outs. A call refused because its token lapsed runs once more with the refreshed
 * token, so a form never fails for that; when no replacement comes (signed out, or no answer in
 * TOKEN_WAIT_MS) it fails with that refusal. Every other failure is the call's own error as is (an
 * `ApiError` keeps its codes for the form).
 */
export const asSignedInUser = <A, E, R>(
  session: SessionRef,
  call: (accessToken: string) => Effect.Effect<A, E, R>,
): Effect.Effect<A, E | NotSignedInError, R> =>
  Effect.gen(function* () {
    const accessToken = yield* currentAccessToken(session);
    return yield* reported(session, call, accessToken).pipe(
      Effect.catchIf(
        (error) => meaningOfError(error).kind === "refresh",
        (refusal) =>
          replacementOf(session, accessToken).pipe(
            Effect.matchEffect({
              onFailure: () => Effect.fail(refusal),
              onSuccess: (replacement) => reported(session, call, replacement),
            }),
          ),
      ),
    );
  });

/** RPC commands, GraphQL queries and uploads as the signed-in user, each run on the app's runtime. */
export const createAuthorizedCalls = (deps: {
  readonly session: SessionRef;
  readonly run: Run<RpcClient | GraphqlClient | FileUpload>;
}): AuthorizedCalls => {
  const { session, run } = deps;
  return {
    rpc: (command, payload, signal) =>
      run(
        asSignedInUser(session, (accessToken) =>
          Effect.gen(function* () {
            const client = yield* RpcClient;
            return yield* client.call(command, payload, { headers: bearer(accessToken) });
          }),
        ),
        signal,
      ),
    graphql: <Data>(
      service: GraphqlService,
      document: string,
      variables: AnyVariables,
      signal?: AbortSignal,
    ) =>
      run(
        asSignedInUser(session, (accessToken) =>
          Effect.gen(function* () {
            const client = yield* GraphqlClient;
            return yield* client.query<Data, AnyVariables>(service, document, variables, {
              headers: bearer(accessToken),
            });
          }),
        ),
        signal,
      ),
    upload: (file, signal) =>
      run(
        asSignedInUser(session, (accessToken) =>
          Effect.gen(function* () {
            const files = yield* FileUpload;
            return yield* files.upload({ file, fileName: file.name, accessToken });
          }),
        ),
        signal,
      ),
  };
};
