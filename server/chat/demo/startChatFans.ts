import type { Effect, ManagedRuntime } from "effect";
import type { AccountsConfig } from "../../accounts/AccountsConfig";
import type { Database } from "../../db/Database";
import type { FeedEngine } from "../../feed/FeedEngine";
import type { Logger } from "../../log";
import { hash53 } from "../../provider/simulator/world/hash";
import { makeRng } from "../../provider/simulator/world/rng";
import type { ChatSend } from "../sendChatMessage";
import { type ChatFan, chatFans } from "./chatFans";
import { ensureFanAccounts } from "./fanAccounts";
import { FAN_PHRASES, fillPhrase } from "./fanPhrases";
import { type MatchIncident, matchIncidents } from "./matchIncidents";

/** How lively the fans are. */
export interface FanPace {
  /** Fans who answer one incident: 1 to this many (more for a red card or a final whistle). */
  readonly reactionsPerIncident: number;
  /** Each answer comes this long after the incident, real time, drawn between the two. */
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  /** Fan messages one room gets in a minute at most: a goal fest does not bury the people. */
  readonly perRoomPerMinute: number;
  /** Fan messages all rooms get in a minute at most (a busy evening has hundreds of matches). */
  readonly perMinute: number;
}

export const DEFAULT_FAN_PACE: FanPace = {
  reactionsPerIncident: 3,
  minDelayMs: 1_500,
  maxDelayMs: 12_000,
  perRoomPerMinute: 8,
  perMinute: 90,
};

type SendAs = (
  authorId: string,
  send: ChatSend,
  options: { readonly limited: boolean },
) => Effect.Effect<unknown, unknown, Database | AccountsConfig>;

const MINUTE = 60_000;

/** Times of recent sends, for a sliding minute's count. */
const recentWithin = (times: number[], now: number): number => {
  while (times.length > 0 && times[0]! <= now - MINUTE) times.shift();
  return times.length;
};

/**
 * The demo's chat life (issue 11 item 2): while the simulator runs, simulated fans answer the goals,
 * cards and final whistles of live matches in the matches' chats, each in their own interface language,
 * a few seconds after the play. Who answers, what and when follow from the seed and the incident; the
 * sends go through the chat's own flow (text rules, storage, publish), as any message. Nothing happens
 * while `busy` (a fresh demo replaying its history fast: those matches are long over for a reader).
 */
export const startChatFans = ({
  feed,
  runtime,
  send,
  seed,
  logger,
  pace: paceOverrides,
  busy,
}: {
  readonly feed: Pick<FeedEngine, "onBatch">;
  readonly runtime: ManagedRuntime.ManagedRuntime<Database | AccountsConfig, never>;
  readonly send: SendAs;
  readonly seed: string;
  readonly logger: Logger;
  readonly pace?: Partial<FanPace>;
  readonly busy?: () => boolean;
}) => {
  const pace = { ...DEFAULT_FAN_PACE, ...paceOverrides };
  const fans = chatFans(seed);
  let accounts: Promise<void> | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const sentInRoom = new Map<string, number[]>();
  const sentAnywhere: number[] = [];
  const inFlight = new Set<Promise<unknown>>();

  const post = (fan: ChatFan, incident: MatchIncident, text: string, key: string) => {
    const now = Date.now();
    const room = sentInRoom.get(incident.eventId) ?? [];
    sentInRoom.set(incident.eventId, room);
    if (recentWithin(room, now) >= pace.perRoomPerMinute || recentWithin(sentAnywhere, now) >= pace.perMinute)
      return;
    room.push(now);
    sentAnywhere.push(now);
    accounts ??= runtime.runPromise(ensureFanAccounts(fans)).catch((error: unknown) => {
      accounts = undefined;
      throw error;
    });
    const sending = accounts
      .then(() =>
        runtime.runPromise(
          send(
            fan.id,
            {
              eventId: incident.eventId,
              text,
              // A key from the incident and the fan: the same answer is stored once whoever sends it.
              clientMessageId: `sim-${hash53(key).toString(36)}-${hash53(key, 7).toString(36)}`,
              language: fan.language,
            },
            { limited: false },
          ),
        ),
      )
      .catch((error: unknown) =>
        logger.warn("a demo fan's chat message failed", {
          eventId: incident.eventId,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };

  const react = (incident: MatchIncident) => {
    const key = `${seed}/chat/${incident.eventId}/${incident.kind}/${incident.side ?? "-"}/${incident.ordinal}`;
    const rng = makeRng(key);
    const extra = incident.kind === "red_card" || incident.kind === "final_whistle" ? 1 : 0;
    const answers = rng.int(1, pace.reactionsPerIncident + extra);
    const chosen = rng.shuffle(fans).slice(0, answers);
    for (const fan of chosen) {
      const table = FAN_PHRASES[fan.language];
      const phrases =
        incident.kind === "final_whistle" && incident.side === undefined ? table.draw : table[incident.kind];
      const text = fillPhrase(rng.pick(phrases), { team: incident.teamName, score: incident.score });
      const delay = rng.int(pace.minDelayMs, Math.max(pace.minDelayMs, pace.maxDelayMs));
      const timer = setTimeout(() => {
        timers.delete(timer);
        post(fan, incident, text, `${key}/${fan.id}`);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  };

  const stopListening = feed.onBatch((batch, before, after) => {
    if (busy?.()) return;
    const sportCode = after.sports[batch.sportId]?.code ?? "";
    for (const incident of matchIncidents(batch, before, after, sportCode)) react(incident);
  });

  return {
    /** Resolves once every answer planned so far has been stored or dropped (tests, with short delays). */
    idle: async () => {
      while (timers.size > 0 || inFlight.size > 0) {
        await Promise.all([...inFlight, new Promise((resolve) => setTimeout(resolve, 5))]);
      }
    },
    stop: async () => {
      stopListening();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
};

export type ChatFans = ReturnType<typeof startChatFans>;
