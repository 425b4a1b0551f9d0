import { Effect, type ManagedRuntime } from "effect";
import { createGraphQLError } from "graphql-yoga";
import type { GatewayContext } from "../../graphql/GatewayContext";
import { runResolver } from "../../graphql/runResolver";
import type { Logger } from "../../log";
import type { AccountServices } from "../AccountServices";
import { loadAuthProfile } from "../flows/authProfile";
import { loadPublicUser } from "../flows/publicUser";
import { usersTypeDefs } from "./usersTypeDefs";

/** What the users service needs from the app: the runtime that provides storage and account config. */
export interface UsersDeps {
  readonly runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>;
  readonly logger: Logger;
  /** The sports world's clock (tips on sale are those whose event has not started on it). */
  readonly now?: () => number;
}

const run = <A, E, R>(
  deps: { readonly runtime: ManagedRuntime.ManagedRuntime<R, never>; readonly logger: Logger },
  field: string,
  program: Effect.Effect<A, E, R>,
) => runResolver(deps, "users", field, program);

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
      user: (_parent: unknown, args: { readonly id: string }) =>
        run(
          deps,
          "user",
          loadPublicUser(args.id).pipe(Effect.catchTag("DatabaseError", (error) => Effect.die(error))),
        ),
    },
  },
});
