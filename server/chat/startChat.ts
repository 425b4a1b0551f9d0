import type { ManagedRuntime } from "effect";
import type { ChatMessage } from "../../domain/chat/chatMessage";
import type { AccountServices } from "../accounts/AccountServices";
import type { FeedEngine } from "../feed/FeedEngine";
import type { Logger } from "../log";
import type { StatisticsProvider } from "../provider/StatisticsProvider";
import type { RealtimeHub } from "../realtime/hub";
import type { RelayBus } from "../realtime/RelayBus";
import { makeRealtimeRelay, type RealtimeRelay } from "../realtime/realtimeRelay";
import type { TopicRegistry } from "../realtime/topics";
import type { ArchiveReader } from "../statistics/statisticsCatalog";
import { makeBannedWords } from "./bannedWords";
import type { ChatDeps } from "./ChatDeps";
import { type ChatTranslator, noTranslator } from "./ChatTranslator";
import { makeChatEventLookup } from "./chatEvents";
import { chatHandlers } from "./chatHandlers";
import { type ChatPolicy, DEFAULT_CHAT_POLICY } from "./chatPolicy";
import { startChatPresence } from "./chatPresence";
import { type ChatFans, type FanPace, startChatFans } from "./demo/startChatFans";
import { type ChatSend, sendChatMessage } from "./sendChatMessage";

/** What a server's `createApp` may change of the chat (tests, the bench, a real translation provider). */
export interface ChatOptions {
  readonly policy?: Partial<ChatPolicy>;
  readonly translator?: ChatTranslator;
  readonly fanPace?: Partial<FanPace>;
}

export interface Chat {
  readonly relay: RealtimeRelay;
  readonly handlers: ReturnType<typeof chatHandlers>;
  /** The demo's fans, when they run in this process. */
  readonly fans: ChatFans | undefined;
  /**
   * Posts as a user from inside the server, past the rate limit (the sender is no client): what the fans
   * do, and the bench. Every other rule, the storage and the publish are the RPC's.
   */
  readonly post: (authorId: string, send: ChatSend) => Promise<ChatMessage>;
  readonly stop: () => Promise<void>;
}

/**
 * The live chat of a server process (issue 11): its RPC handlers, the `chat.{eventId}` topic with its
 * people online, the relay its events go out through (over `bus` to the other processes in cluster
 * mode), and the demo's fans where the line is watched for them.
 */
export const startChat = ({
  topics,
  hub,
  bus,
  feed,
  statistics,
  archive,
  runtime,
  logger,
  options = {},
  fans,
}: {
  readonly topics: TopicRegistry;
  readonly hub: RealtimeHub;
  readonly bus?: RelayBus | undefined;
  readonly feed: FeedEngine;
  readonly statistics?: StatisticsProvider | undefined;
  readonly archive?: ArchiveReader | undefined;
  readonly runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>;
  readonly logger: Logger;
  readonly options?: ChatOptions;
  /** The seed the fans are drawn from; no fans without it. */
  readonly fans?: { readonly seed: string; readonly busy?: () => boolean } | undefined;
}): Chat => {
  const policy = { ...DEFAULT_CHAT_POLICY, ...options.policy };
  const relay = makeRealtimeRelay({ hub, ...(bus ? { bus } : {}) });
  const deps: ChatDeps = {
    policy,
    eventExists: makeChatEventLookup({ feed, statistics, archive }),
    bannedWords: makeBannedWords(policy.bannedWordsTtlMs),
    translator: options.translator ?? noTranslator,
    relay,
  };
  const send = sendChatMessage(deps);
  const presence = startChatPresence({ topics, hub, relay, everyMs: policy.onlineEveryMs });
  const chatFans =
    fans &&
    startChatFans({
      feed,
      runtime,
      send,
      seed: fans.seed,
      logger,
      ...(options.fanPace ? { pace: options.fanPace } : {}),
      ...(fans.busy ? { busy: fans.busy } : {}),
    });
  return {
    relay,
    handlers: chatHandlers(deps),
    fans: chatFans,
    post: (authorId, message) => runtime.runPromise(send(authorId, message, { limited: false })),
    stop: async () => {
      await chatFans?.stop();
      presence.stop();
      relay.close();
    },
  };
};
