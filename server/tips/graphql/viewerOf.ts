import { Effect } from "effect";
import { authenticate } from "../../accounts/sessions/authenticate";

/**
 * Who asks a public query: the signed-in user's id, or undefined for a visitor and for a token that no
 * longer signs anyone in (a public view never fails on a stale token; it shows what a visitor sees).
 */
export const viewerOf = (accessToken: string | undefined) =>
  accessToken === undefined
    ? Effect.succeed(undefined)
    : authenticate(accessToken).pipe(
        Effect.map((principal) => principal.userId),
        Effect.orElseSucceed(() => undefined),
      );
