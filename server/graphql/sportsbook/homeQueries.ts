import { Cause, Effect, Exit, Schema } from "effect";
import { localDate } from "../../../domain/feed/views";
import {
  SportsbookErrorCode,
  TopEventsArguments,
  TopTournamentsArguments,
} from "../../../domain/sportsbook/homeArguments";
import { rankTopTournaments } from "../../../domain/sportsbook/rankTopTournaments";
import { selectTopEvents } from "../../../domain/sportsbook/selectTopEvents";
import { type TopEvent, topEventOf } from "../../../domain/sportsbook/topEvent";
import { type TopTournament, topTournamentOf } from "../../../domain/sportsbook/topTournament";
import { LineFeed } from "../../feed/LineFeed";
import { ApiFailure } from "../../rpc/ApiFailure";
import { answerFrom, type SportLine } from "./currentLine";

/** Reads one sport's line; the resolvers share one cache of it. */
export type ReadLine = (feed: LineFeed["Service"], sportId: string) => SportLine;

/** Decodes a query's arguments with its Schema; a mismatch is the caller's error, said in words. */
const decodeArguments = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  args: unknown,
): Effect.Effect<S["Type"], ApiFailure> => {
  const decoded = Schema.decodeUnknownExit(schema)(args, { onExcessProperty: "error" });
  if (Exit.isSuccess(decoded)) return Effect.succeed(decoded.value);
  const issue = Cause.squash(decoded.cause);
  const message = Schema.isSchemaError(issue) ? issue.message : "Invalid arguments";
  return Effect.fail(ApiFailure.of(SportsbookErrorCode.invalidArgument, "BAD_REQUEST", message));
};

const knownSportLine = (readLine: ReadLine, sportId: string) =>
  Effect.gen(function* () {
    const feed = yield* LineFeed;
    if (!feed.hasSport(sportId)) {
      return yield* Effect.fail(
        ApiFailure.of(SportsbookErrorCode.sportNotFound, "NOT_FOUND", `Sport with id ${sportId} not found`),
      );
    }
    return readLine(feed, sportId);
  });

// NOTE: the home page's spans capture no stack trace: a trace per request costs more than the answer does.

/** `topEvents(sportId, timeZoneOffset)`; `now` is the provider's clock, the one start times are on. */
export const topEvents = (readLine: ReadLine, args: unknown, now: number) =>
  Effect.gen(function* () {
    const { sportId, timeZoneOffset } = yield* decodeArguments(TopEventsArguments, args);
    const line = yield* knownSportLine(readLine, sportId);
    // "Today" is all `now` decides, so the answer holds for the version and the visitor's local date.
    const today = localDate(now, timeZoneOffset);
    return answerFrom(line, `topEvents:${timeZoneOffset}:${today}`, () =>
      selectTopEvents(line.entries, { now, timeZoneOffset }).map(
        (entry): TopEvent => topEventOf(entry, line.sportCode),
      ),
    );
  }).pipe(Effect.withSpan("sportsbook.topEvents", undefined, { captureStackTrace: false }));

/** `topTournaments(sportId, size)`. */
export const topTournaments = (readLine: ReadLine, args: unknown) =>
  Effect.gen(function* () {
    const { sportId, size } = yield* decodeArguments(TopTournamentsArguments, args);
    const line = yield* knownSportLine(readLine, sportId);
    return answerFrom(line, `topTournaments:${size}`, () =>
      rankTopTournaments(line.entries, size).map((summary): TopTournament => topTournamentOf(summary)),
    );
  }).pipe(Effect.withSpan("sportsbook.topTournaments", undefined, { captureStackTrace: false }));
