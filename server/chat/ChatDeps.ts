import type { RealtimeRelay } from "../realtime/realtimeRelay";
import type { BannedWords } from "./bannedWords";
import type { ChatTranslator } from "./ChatTranslator";
import type { ChatEventLookup } from "./chatEvents";
import type { ChatPolicy } from "./chatPolicy";

/** What the chat's flows work with besides the database: made once per server in `startChat`. */
export interface ChatDeps {
  readonly policy: ChatPolicy;
  readonly eventExists: ChatEventLookup;
  readonly bannedWords: BannedWords;
  readonly translator: ChatTranslator;
  /** Where messages and deletions are published once committed, and where people online are counted. */
  readonly relay: RealtimeRelay;
}
