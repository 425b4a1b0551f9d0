import { ManagedRuntime } from "effect";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { type RunGraphql, runnerOf } from "./homeActors.ts";

/**
 * The GraphQL gateway client for account calls (the auth profile). Tokens travel as per-call headers
 * (`authorizedCalls.ts`), never through the client's own `getAccessToken`, so one call cannot pick up a
 * token another call is about to replace.
 */
export const createBrowserGraphql = (): RunGraphql => runnerOf(ManagedRuntime.make(GraphqlClient.layer()));
