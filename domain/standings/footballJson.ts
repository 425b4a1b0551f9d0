import { Cause, Exit, Schema } from "effect";
import type { MatchResult } from "./standings";

/**
 * openfootball's football.json season files (public domain; `YYYY-YY/xx.1.json`): a `name` and its
 * `matches`, each with `round`, `date`, optional `time`, `team1`, `team2` and `score.ft` once played
 * (`score.ht` beside it). A match without a full-time score has not been played and counts for nothing.
 */
const Goals = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0, { message: "goals must be 0 or more" }));

export const FootballJsonMatch = Schema.Struct({
  round: Schema.String,
  date: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "date must be YYYY-MM-DD" })),
  time: Schema.optional(Schema.String),
  team1: Schema.NonEmptyString,
  team2: Schema.NonEmptyString,
  score: Schema.optional(
    Schema.Struct({
      ft: Schema.optional(Schema.Tuple([Goals, Goals])),
      ht: Schema.optional(Schema.Tuple([Goals, Goals])),
    }),
  ),
  /** Set on the odd match: "awarded" (the score is the awarded one), "postponed", "cancelled". */
  status: Schema.optional(Schema.String),
});
export type FootballJsonMatch = typeof FootballJsonMatch.Type;

const SeasonShape = Schema.Struct({ name: Schema.NonEmptyString, matches: Schema.Array(Schema.Unknown) });

export interface FootballJsonSeason {
  readonly name: string;
  readonly matches: ReadonlyArray<FootballJsonMatch>;
}

export type FootballJsonDecoded =
  | { readonly ok: true; readonly season: FootballJsonSeason }
  | { readonly ok: false; readonly error: string };

const issueText = (cause: Cause.Cause<unknown>): string => {
  const issue = Cause.squash(cause);
  return Schema.isSchemaError(issue) ? issue.message : String(issue);
};

/** Who played in a match, as far as a malformed one says. */
const describe = (match: unknown): string => {
  const fields = (typeof match === "object" && match !== null ? match : {}) as Record<string, unknown>;
  const side = (value: unknown) => (typeof value === "string" ? value : "?");
  const round = typeof fields.round === "string" ? `${fields.round}, ` : "";
  return `(${round}${side(fields.team1)} v ${side(fields.team2)})`;
};

/**
 * A season file's text decoded, or an error naming the file and its first bad match: a file is taken
 * whole or not at all.
 */
export const decodeFootballJson = (fileName: string, text: string): FootballJsonDecoded => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: `${fileName}: not JSON` };
  }
  const shape = Schema.decodeUnknownExit(SeasonShape)(json);
  if (Exit.isFailure(shape)) {
    return { ok: false, error: `${fileName}: not a football.json season: ${issueText(shape.cause)}` };
  }
  const matches: FootballJsonMatch[] = [];
  for (const [index, raw] of shape.value.matches.entries()) {
    const match = Schema.decodeUnknownExit(FootballJsonMatch)(raw);
    if (Exit.isFailure(match)) {
      return {
        ok: false,
        error: `${fileName}: match ${index + 1} ${describe(raw)}: ${issueText(match.cause)}`,
      };
    }
    if (match.value.team1 === match.value.team2) {
      return { ok: false, error: `${fileName}: match ${index + 1} ${describe(raw)}: a team plays itself` };
    }
    matches.push(match.value);
  }
  return { ok: true, season: { name: shape.value.name, matches } };
};

/** The played matches as results, in the order they were played (date, then time, then file order). */
export const footballJsonResults = (season: FootballJsonSeason): MatchResult[] =>
  season.matches
    .map((match, index) => ({ match, index }))
    .filter(({ match }) => match.score?.ft !== undefined)
    .sort(
      (a, b) =>
        a.match.date.localeCompare(b.match.date) ||
        (a.match.time ?? "").localeCompare(b.match.time ?? "") ||
        a.index - b.index,
    )
    .map(({ match }) => ({
      home: match.team1,
      away: match.team2,
      homeGoals: match.score!.ft![0],
      awayGoals: match.score!.ft![1],
    }));

/** Every team named in the season, played or not. */
export const footballJsonTeams = (season: FootballJsonSeason): string[] => [
  ...new Set(season.matches.flatMap((match) => [match.team1, match.team2])),
];
