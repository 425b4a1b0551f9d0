import type { InspectionEvent } from "xstate";
import type { StoragePort } from "../../domain/settings/versionedEntry.ts";
import type { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { RealtimeClientShape } from "../../transport/realtime/RealtimeClient.ts";
import type { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { Run } from "./appRuntime.ts";
import type { TopicSubscriptions } from "./topicSubscriptions.ts";

/**
 * What the live chat needs from the composition root beyond the router context (which brings the session,
 * the profile, the toasts and the signed-in calls). Plain values only: the chat's machine and the code
 * that calls the chat service are built from them in `chatActors.ts`, which comes with the chat's chunk.
 * Absent on the server: the chat tab is rendered as its shell there, and its messages load in the browser.
 */
export interface ChatDeps {
  /** Calls as a visitor (`get_chat_messages` for someone not signed in, blocked users' names). */
  readonly run: Run<RpcClient | GraphqlClient>;
  /** The room's topic over the app's one realtime connection (listeners counted per topic). */
  readonly topics: TopicSubscriptions;
  /** The connection itself: its status (a reconnect) and a subscription's confirmation. */
  readonly realtime: RealtimeClientShape;
  /** Where each chat's translation language is remembered (`localStorage`). */
  readonly storage: StoragePort | undefined;
  /** A fresh unique id per chat actor (client message ids start with it). */
  readonly newId: () => string;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}
