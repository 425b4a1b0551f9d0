import {
  ENGLISH_RULES,
  FRENCH_RULES,
  GERMAN_RULES,
  ITALIAN_RULES,
  SPANISH_RULES,
  type TieBreakRules,
} from "../../../../domain/standings/tieBreakRules";
import type { FullSportCode } from "../types";
import type { WorldCategory } from "../world/model";

/**
 * Tie-break rules by the category's country: the big five leagues' own, English rules elsewhere (and
 * for international competitions). England (and Scotland) are `gb`, told apart only by their flags.
 */
export const tieBreakRulesOf = (category: WorldCategory): TieBreakRules => {
  switch (category.country) {
    case "fr":
      return FRENCH_RULES;
    case "de":
      return GERMAN_RULES;
    case "es":
      return SPANISH_RULES;
    case "it":
      return ITALIAN_RULES;
    default:
      return ENGLISH_RULES;
  }
};

/**
 * Table points for a win and a draw, by sport.
 * - Soccer: 3 and 1.
 * - Ice hockey: 2 and 1. NOTE: the engine settles every game in overtime or a shoot-out, and a
 *   shoot-out leaves the goals in play level, so a table built from scores reads it as a draw: one point
 *   each, as in the days of ties. The winner's extra point of the NHL (2 win, 1 overtime loss) or the
 *   IIHF's 3-2-1 cannot be said with two numbers; 2 and 1 keep regulation and overtime wins worth twice
 *   a shoot-out.
 * - Basketball: 2 a win (the FIBA tables' loss point adds the same to everyone with as many games).
 * - Volleyball: 3 a win (the 3-2 split of five-set matches cannot be said with two numbers); no draws.
 * - Tennis: draws have no table; a win counts one.
 */
export const pointsOf = (sportCode: FullSportCode): { readonly win: number; readonly draw: number } => {
  switch (sportCode) {
    case "soccer":
      return { win: 3, draw: 1 };
    case "ice_hockey":
      return { win: 2, draw: 1 };
    case "basketball":
      return { win: 2, draw: 0 };
    case "volleyball":
      return { win: 3, draw: 0 };
    case "tennis":
      return { win: 1, draw: 0 };
  }
};
