import type { FeedEvent } from "../../../domain/feed/tree";
import type { Rng } from "../../provider/simulator/world/rng";
import type { Offer } from "./demoPicks";
import type { TipsterStyle } from "./demoRoster";

/** A tip's title and comment, from templates: what is picked, then a line in the tipster's manner. */
export const tipText = (
  event: FeedEvent,
  offer: Offer,
  style: TipsterStyle,
  rng: Rng,
): { readonly title: string; readonly comment: string } => {
  const home = event.participants[0]?.name ?? "Home";
  const away = event.participants[1]?.name ?? "Away";
  const pick = pickLabel(offer, home, away);
  const title = rng.pick(TITLES)(pick, `${home} v ${away}`).slice(0, 120);
  const comment = `${rng.pick(COMMENTS[style])} ${rng.pick(CLOSINGS)(offer.odds)}`;
  return { title, comment };
};

const pickLabel = (offer: Offer, home: string, away: string): string => {
  const side = offer.outcomeCode === "P1" ? home : offer.outcomeCode === "P2" ? away : undefined;
  const total = offer.marketParameters.total;
  const handicap = offer.marketParameters.handicap;
  switch (offer.marketType) {
    case "1x2":
    case "12":
      return side ? `${side} to win` : "A draw";
    case "over_under":
      return `${offer.outcomeCode === "over" ? "Over" : "Under"} ${total ?? ""}`.trim();
    case "handicap":
    case "asian_handicap": {
      // The market's handicap is p1's; p2's side reads with the sign turned.
      const line = Number(handicap ?? 0) * (offer.outcomeCode === "P2" ? -1 : 1);
      return `${side ?? offer.outcomeCode} ${line > 0 ? "+" : ""}${line}`;
    }
    case "correct_score":
      return `Correct score ${offer.outcomeCode}`;
    default:
      return side ?? offer.outcomeCode;
  }
};

const TITLES: ReadonlyArray<(pick: string, match: string) => string> = [
  (pick, match) => `${pick} in ${match}`,
  (pick, match) => `${match}: ${pick}`,
  (pick, match) => `My pick of the day: ${pick} (${match})`,
  (pick, match) => `${match} — going with ${pick}`,
];

const COMMENTS: Readonly<Record<TipsterStyle, ReadonlyArray<string>>> = {
  average: [
    "Form says this one, and I trust form.",
    "Watched their last few games; this is how I read it.",
    "Nothing fancy: the obvious side for me.",
    "Gut feeling backed by the table.",
  ],
  longshot: [
    "The price is too big to leave alone.",
    "Nobody fancies this, which is exactly why I do.",
    "High risk, high reward: small stakes only.",
    "Upsets happen more than people think.",
  ],
  skilled: [
    "The line has drifted past where it should be: value here.",
    "My numbers have this shorter than the market does.",
    "Priced above its average of the week: I take it.",
    "The market overreacted; the fair price is lower.",
  ],
};

const CLOSINGS: ReadonlyArray<(odds: number) => string> = [
  (odds) => `At ${odds.toFixed(2)} it is worth it.`,
  (odds) => `Taken at ${odds.toFixed(2)}.`,
  () => "Good luck everyone.",
  () => "Stake sensibly.",
];
