import { Cause, Effect, Exit } from "effect";
import { waitFor } from "xstate";
import type { UploadAnswer } from "../../domain/files/fileRoutes.ts";
import { codeOfError, meaningOfCode } from "../../machines/session/sessionCodes.ts";
import { uploadFile } from "../../transport/files/uploadFile.ts";
import { NotSignedInError, TOKEN_WAIT_MS } from "./authorizedCalls.ts";
import type { SessionActorRef } from "./sessionActors.ts";

/** Sends one file with an access token; the transport's `uploadFile` in the app, a fake in tests. */
export type SendFile = (file: File, accessToken: string, signal: AbortSignal) => Promise<UploadAnswer>;

/** `uploadFile` as a promise that rejects with the transport's own error (an `ApiError` keeps its codes). */
export const sendFileOverFetch: SendFile = async (file, accessToken, signal) => {
  const exit = await Effect.runPromiseExit(uploadFile({ file, fileName: file.name, accessToken }), {
    signal,
  });
  if (Exit.isSuccess(exit)) return exit.value;
  throw Cause.squash(exit.cause);
};

/** The session's token once no start-up or refresh is under way; `refused` waits for its replacement. */
const usableToken = async (session: SessionActorRef, signal: AbortSignal, refused?: string) => {
  const snapshot = await waitFor(
    session,
    (state) =>
      state.hasTag("signedOut") ||
      (!state.hasTag("loading") &&
        !state.hasTag("refreshing") &&
        state.context.token !== null &&
        state.context.token.accessToken !== refused),
    { timeout: TOKEN_WAIT_MS, signal },
  );
  const token = snapshot.hasTag("signedIn") ? snapshot.context.token : null;
  if (token === null) throw new NotSignedInError();
  return token.accessToken;
};

/**
 * Uploads as the signed-in user with the rules `createAuthorizedCalls` applies to RPC and GraphQL calls:
 * the session hears how the call went (`session.apiSucceeded`, or `session.apiFailed` with the code and the
 * token it carried), and a call refused because its token lapsed is sent once more with the refreshed one.
 *
 * NOTE: `AuthorizedCalls` offers RPC commands and GraphQL queries only, and the upload is neither
 * (multipart over fetch); this mirrors its loop for that one call until it offers a call of any shape.
 */
export const createAuthorizedUpload =
  (session: SessionActorRef, send: SendFile = sendFileOverFetch) =>
  async (file: File, signal: AbortSignal): Promise<UploadAnswer> => {
    let accessToken = await usableToken(session, signal);
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await send(file, accessToken, signal);
        session.send({ type: "session.apiSucceeded" });
        return answer;
      } catch (error) {
        const code = codeOfError(error);
        if (code === undefined) throw error;
        session.send({ type: "session.apiFailed", code, accessToken });
        if (attempt > 1 || meaningOfCode(code).kind !== "refresh") throw error;
        accessToken = await usableToken(session, signal, accessToken);
      }
    }
  };
