import type { Effect, ManagedRuntime } from "effect";
import { TOP_TOURNAMENTS_DEFAULT_SIZE } from "../../../domain/sportsbook/homeLimits";
import type { LineFeed } from "../../feed/LineFeed";
import type { Logger } from "../../log";
import { runResolver } from "../runResolver";
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

const run = <A, E, R>(
  deps: { readonly runtime: ManagedRuntime.ManagedRuntime<R, never>; readonly logger: Logger },
  field: string,
  program: Effect.Effect<A, E, R>,
) => runResolver(deps, "sportsbook", field, program);

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
