import { Cause, type Effect, Exit, type ManagedRuntime } from "effect";
import { createGraphQLError } from "graphql-yoga";
import { TOP_TOURNAMENTS_DEFAULT_SIZE } from "../../../domain/sportsbook/homeLimits";
import type { LineFeed } from "../../feed/LineFeed";
import type { Logger } from "../../log";
import { ApiFailure } from "../../rpc/ApiFailure";
import { makeCurrentLine } from "./currentLine";
import { topEvents, topTournaments } from "./homeQueries";
import { sportsbookTypeDefs } from "./sportsbookTypeDefs";

/** What the Sportsbook service needs from the app: the feed engine and the provider's clock. */
export interface SportsbookDeps {
  readonly runtime: ManagedRuntime.ManagedRuntime<LineFeed, never>;
  /** The provider's clock: event start times are on it, so "today" is too. */
  readonly now: () => number;
  readonly logger: Logger;
}

/**
 * A catalogue failure becomes a GraphQL error carrying its code and type in `extensions` (the client's
 * `toApiErrorItem` reads them back). Anything else is a defect: logged here, and thrown as a plain error
 * that yoga masks, so no internal detail reaches the caller.
 */
const run = async <A>(
  deps: SportsbookDeps,
  field: string,
  program: Effect.Effect<A, ApiFailure, LineFeed>,
): Promise<A> => {
  const exit = await deps.runtime.runPromiseExit(program);
  if (Exit.isSuccess(exit)) return exit.value;
  const failure = Cause.findErrorOption(exit.cause);
  if (failure._tag === "Some" && failure.value instanceof ApiFailure) {
    const [first] = failure.value.errors;
    // NOTE: yoga's own constructor, not `new GraphQLError` from "graphql": under a bundler the two can
    // be different copies of graphql (ESM and CJS), and yoga would mask an error it does not recognise.
    throw createGraphQLError(first.message ?? first.code, {
      extensions: { code: first.code, type: first.type },
    });
  }
  deps.logger.error("sportsbook resolver defect", { field, cause: Cause.pretty(exit.cause) });
  throw new Error(`${field} failed`);
};

/** The Sportsbook service's part of its gateway schema: type definitions and resolvers. */
export const sportsbookSchemaParts = (deps: SportsbookDeps) => {
  const readLine = makeCurrentLine();
  return {
    typeDefs: sportsbookTypeDefs,
    resolvers: {
      Query: {
        topEvents: (_parent: unknown, args: unknown) =>
          run(deps, "topEvents", topEvents(readLine, args, deps.now())),
        topTournaments: (_parent: unknown, args: Record<string, unknown>) =>
          // An explicit `size: null` means "no preference", like leaving it out.
          run(
            deps,
            "topTournaments",
            topTournaments(readLine, { ...args, size: args.size ?? TOP_TOURNAMENTS_DEFAULT_SIZE }),
          ),
      },
    },
  };
};
