import { Cause, Effect, Exit, type ManagedRuntime } from "effect";
import { createGraphQLError } from "graphql-yoga";
import type { GatewayContext } from "../../graphql/GatewayContext";
import type { Logger } from "../../log";
import { ApiFailure } from "../../rpc/ApiFailure";
import type { AccountServices } from "../AccountServices";
import { loadAuthProfile } from "../flows/authProfile";
import { usersTypeDefs } from "./usersTypeDefs";

/** What the users service needs from the app: the runtime that provides storage and account config. */
export interface UsersDeps {
  readonly runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>;
  readonly logger: Logger;
}

/**
 * A catalogue failure (a session code, say) becomes a GraphQL error with its code and type in
 * `extensions`, which the browser's session logic reads like an RPC error. Anything else is logged and
 * masked by yoga.
 */
const run = async <A>(
  deps: UsersDeps,
  field: string,
  program: Effect.Effect<A, unknown, AccountServices>,
) => {
  const exit = await deps.runtime.runPromiseExit(program);
  if (Exit.isSuccess(exit)) return exit.value;
  const failure = Cause.findErrorOption(exit.cause);
  if (failure._tag === "Some" && failure.value instanceof ApiFailure) {
    const [first] = failure.value.errors;
    throw createGraphQLError(first.message ?? first.code, {
      extensions: { code: first.code, type: first.type },
    });
  }
  deps.logger.error("users resolver defect", { field, cause: Cause.pretty(exit.cause) });
  throw new Error(`${field} failed`);
};

/**
 * An output-only scalar: the profile's subscription map goes out as a plain object. Given as a config
 * object rather than a `GraphQLScalarType`, so no second copy of graphql is involved.
 */
const JSONObject = {
  serialize: (value: unknown) => value,
  parseValue: () => {
    throw createGraphQLError("JSONObject is an output type");
  },
  parseLiteral: () => {
    throw createGraphQLError("JSONObject is an output type");
  },
};

/** The users service's part of its gateway schema. */
export const usersSchemaParts = (deps: UsersDeps) => ({
  typeDefs: usersTypeDefs,
  resolvers: {
    JSONObject,
    Query: {
      authProfile: (_parent: unknown, _args: unknown, context: GatewayContext) =>
        run(
          deps,
          "authProfile",
          loadAuthProfile(context.accessToken).pipe(
            Effect.catchTag("DatabaseError", (error) => Effect.die(error)),
          ),
        ),
    },
  },
});
