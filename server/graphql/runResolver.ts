import { Cause, type Effect, Exit, type ManagedRuntime } from "effect";
import { createGraphQLError } from "graphql-yoga";
import type { Logger } from "../log";
import { ApiFailure } from "../rpc/ApiFailure";

/**
 * Runs a resolver's program on the app's runtime. A catalogue failure becomes a GraphQL error carrying
 * its code and type in `extensions` (the client reads them back like an RPC error). Anything else is a
 * defect: logged here, and thrown as a plain error that yoga masks, so no internal detail reaches the
 * caller.
 */
export const runResolver = async <A, E, R>(
  deps: { readonly runtime: ManagedRuntime.ManagedRuntime<R, never>; readonly logger: Logger },
  service: string,
  field: string,
  program: Effect.Effect<A, E, R>,
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
  deps.logger.error(`${service} resolver defect`, { field, cause: Cause.pretty(exit.cause) });
  throw new Error(`${field} failed`);
};
