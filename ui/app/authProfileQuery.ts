import { Effect, Schema } from "effect";
import {
  AUTH_PROFILE_QUERY,
  type AuthProfile,
  AuthProfileAnswer,
} from "../../domain/accounts/authProfile.ts";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";
import { NotSignedInError } from "./authorizedCalls.ts";

const decodeAnswer = Schema.decodeUnknownSync(AuthProfileAnswer);

/** The `users` service's answer, checked; a null profile means the gateway saw no token. */
export const profileOfAnswer = (data: unknown): AuthProfile => {
  let answer: typeof AuthProfileAnswer.Type;
  try {
    answer = decodeAnswer(data);
  } catch (error) {
    throw new ResponseDecodeError({ uri: graphqlPath("users"), message: String(error) });
  }
  if (answer.authProfile === null) throw new NotSignedInError();
  return answer.authProfile;
};

/** The signed-in user's profile, through the authorized calls (the session hears how it went). */
export const loadAuthProfile = async (calls: AuthorizedCalls, signal?: AbortSignal): Promise<AuthProfile> =>
  profileOfAnswer(await calls.graphql<unknown>("users", AUTH_PROFILE_QUERY, {}, signal));

/**
 * The same query with a token given outright: the session's start-up validation (a cheap authenticated
 * call), which judges the token itself and so must not report back to the session.
 */
export const authProfileWith = (headers: Record<string, string>) =>
  Effect.gen(function* () {
    const client = yield* GraphqlClient;
    return yield* client.query<unknown, Record<string, never>>("users", AUTH_PROFILE_QUERY, {}, { headers });
  });
