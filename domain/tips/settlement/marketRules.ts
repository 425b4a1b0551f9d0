import type { MarketParameters } from "../../feed/ids";
import type { SettlementResult } from "../tip";
import { parseLine, settleOnLine } from "./lines";
import type { Tally } from "./tally";

/** What a rule may know beyond the score: the market's outcome codes when the tip was taken. */
export interface SettlementContext {
  /**
   * Every outcome code the market listed when the tip was taken. Only `correct_score`'s `other` needs
   * it (it wins on any score the market did not list, and the list moves with the prices).
   */
  readonly outcomeCodes?: ReadonlyArray<string>;
}

/** Settles one outcome code of a market on its tally. */
type MarketRule = (
  code: string,
  parameters: MarketParameters,
  tally: Tally,
  context: SettlementContext,
) => SettlementResult;

const won = (hit: boolean): SettlementResult => (hit ? "won" : "lost");

/** P1, X or P2 of a tally. */
const resultOf = ({ home, away }: Tally): "P1" | "X" | "P2" =>
  home > away ? "P1" : home < away ? "P2" : "X";

const matchResult: MarketRule = (code, _, tally) =>
  code === "P1" || code === "X" || code === "P2" ? won(resultOf(tally) === code) : "void";

/** A winner market has no draw outcome: a level score returns the stake (draw no bet). */
const winner: MarketRule = (code, _, tally) => {
  if (code !== "P1" && code !== "P2") return "void";
  const result = resultOf(tally);
  return result === "X" ? "void" : won(result === code);
};

const DOUBLE_CHANCE: Readonly<Record<string, ReadonlyArray<string>>> = {
  "1X": ["P1", "X"],
  "12": ["P1", "P2"],
  X2: ["X", "P2"],
};

const doubleChance: MarketRule = (code, _, tally) =>
  Object.hasOwn(DOUBLE_CHANCE, code) ? won(DOUBLE_CHANCE[code]!.includes(resultOf(tally))) : "void";

/**
 * `handicap` and `asian_handicap` alike, as the simulator prices both: two outcomes, P1 and P2, the
 * line written from P1's side (`handicap::-1.5`: P1 starts 1.5 behind, P2 1.5 ahead, as in
 * domain/sportsbook/sideHandicap.ts). A whole line that ends level is a push; a quarter line splits.
 * NOTE: a three-way European handicap (with an X) is not offered, so an X here is refunded.
 */
const handicap: MarketRule = (code, parameters, { home, away }) => {
  const line = parseLine(parameters.handicap);
  if (line === undefined) return "void";
  if (code === "P1") return settleOnLine(home - away + line);
  if (code === "P2") return settleOnLine(away - home - line);
  return "void";
};

const overUnder: MarketRule = (code, parameters, { home, away }) => {
  const line = parseLine(parameters.total);
  if (line === undefined) return "void";
  if (code === "over") return settleOnLine(home + away - line);
  if (code === "under") return settleOnLine(line - (home + away));
  return "void";
};

const SCORE_CODE = /^(\d+):(\d+)$/;
const scoreCode = ({ home, away }: Tally): string => `${home}:${away}`;

/**
 * `2:1` wins on that exact score. `other` wins on any score the market did not list; without the list
 * it cannot be told apart from a listed score, so it is refunded.
 */
const correctScore: MarketRule = (code, _, tally, { outcomeCodes }) => {
  if (code === "other") {
    if (outcomeCodes === undefined) return "void";
    return won(!outcomeCodes.includes(scoreCode(tally)));
  }
  const match = SCORE_CODE.exec(code);
  if (!match) return "void";
  return won(Number(match[1]) === tally.home && Number(match[2]) === tally.away);
};

const bothTeamsToScore: MarketRule = (code, _, { home, away }) => {
  const both = home > 0 && away > 0;
  return code === "yes" ? won(both) : code === "no" ? won(!both) : "void";
};

/**
 * The market types settlement knows. NOTE: a tip on any other type, or on an outcome code a rule does
 * not know, is void: a pick we cannot settle is refunded, never guessed.
 */
const RULES: Readonly<Record<string, MarketRule>> = {
  "1x2": matchResult,
  "12": winner,
  double_chance: doubleChance,
  handicap,
  asian_handicap: handicap,
  over_under: overUnder,
  correct_score: correctScore,
  both_teams_to_score: bothTeamsToScore,
};

export const SETTLED_MARKET_TYPES: ReadonlyArray<string> = Object.keys(RULES);

export const isSettledMarketType = (type: string): boolean => Object.hasOwn(RULES, type);

export const settleMarket = (
  type: string,
  code: string,
  parameters: MarketParameters,
  tally: Tally,
  context: SettlementContext = {},
): SettlementResult => (Object.hasOwn(RULES, type) ? RULES[type]!(code, parameters, tally, context) : "void");
