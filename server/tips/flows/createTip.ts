import { randomUUID } from "node:crypto";
import { Effect } from "effect";
import { findEvent } from "../../../domain/feed/filterFeedTree";
import { splitPath } from "../../../domain/feed/ids";
import type { CreatePrediction } from "../../../domain/tips/tipCommands";
import { tipTeamsOfEvent } from "../../../domain/tips/tipTeams";
import type { Principal } from "../../accounts/sessions/authenticate";
import { findUserById } from "../../accounts/stores/userStore";
import { Database } from "../../db/Database";
import { LineFeed } from "../../feed/LineFeed";
import { notificationKeys, notifyFollowers } from "../../notifications/notify";
import { SportsClock } from "../../provider/SportsClock";
import { appendTipEntry } from "../chain/tipChainStore";
import { insertTip } from "../stores/tipStore";
import { TipFailure } from "../tipFailures";

type Payload = typeof CreatePrediction.payload.Type;

/** `sport->category->tournament->event->scope->market->outcome`: seven keys, none empty. */
const OUTCOME_PATH_PARTS = 7;

/**
 * A tip on an outcome of the line as it is now: the event must not have started (on the sports world's
 * clock), the outcome must be open, and the odds are the line's, whatever the client saw.
 */
export const createTip = Effect.fn("tips.create")(function* (principal: Principal, payload: Payload) {
  const feed = yield* LineFeed;
  const now = (yield* SportsClock).now();
  const parts = splitPath(payload.outcomeHashPath);
  if (parts.length !== OUTCOME_PATH_PARTS || parts.some((part) => part === "")) {
    return yield* Effect.fail(TipFailure.outcomeUnavailable());
  }
  const [sportId, , , eventId, scopeKey, marketName, outcomeKey] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const found = findEvent(feed.snapshot({ kind: "event", eventId }).tree, eventId);
  if (!found || found.sport.id !== sportId) return yield* Effect.fail(TipFailure.outcomeUnavailable());
  const { event } = found;
  if (event.status !== "not_started" || event.startTime <= now) {
    return yield* Effect.fail(TipFailure.salesClosed());
  }
  const market = event.scopes[scopeKey]?.markets[marketName];
  const outcome = market?.outcomes[outcomeKey];
  if (!market || !outcome || event.locked || market.locked || outcome.locked || !(outcome.coefficient > 1)) {
    return yield* Effect.fail(TipFailure.outcomeUnavailable());
  }
  const tip = {
    id: randomUUID(),
    creatorId: principal.userId,
    eventId,
    sportId,
    eventStart: event.startTime,
    scopeKey,
    marketName,
    marketType: market.type,
    outcomeCode: outcome.code,
    marketOutcomeCodes: Object.values(market.outcomes).map((listed) => listed.code),
    odds: outcome.coefficient,
    title: payload.title,
    comment: payload.comment,
    cost: payload.cost,
    createdAt: now,
    // Kept with the tip for the team pages' lists; the public record's entry does not carry them.
    teams: tipTeamsOfEvent(event),
  };
  const db = yield* Database;
  // The tip, its entry in the public record and its news to the creator's followers are committed
  // together or not at all.
  yield* db.transaction(
    Effect.gen(function* () {
      if (!(yield* insertTip(tip))) return yield* Effect.fail(TipFailure.tipAlreadyExists());
      yield* appendTipEntry(tip);
      const creator = yield* findUserById(principal.userId);
      yield* notifyFollowers(
        principal.userId,
        {
          kind: "social",
          type: "NEW_TIP_FROM_FOLLOWING",
          userId: principal.userId,
          userName: creator?.name ?? "",
          tipId: tip.id,
        },
        notificationKeys.newTip(tip.id),
      );
    }),
  );
  return { id: tip.id, eventId, odds: tip.odds, cost: tip.cost, createdAt: tip.createdAt };
});
