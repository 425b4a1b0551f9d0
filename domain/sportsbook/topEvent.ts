import { Schema } from "effect";
import { DISPLAY_STATUSES, displayStatus } from "../event/displayStatus";
import { startedScore } from "../event/scoreDisplay";
import { CurrentScope, EventStatus, Participant } from "../feed/tree";
import type { LineEntry } from "./lineEntries";
import { mainMarket } from "./mainMarket";
import { parameterList } from "./marketLine";
import { compareOutcomes } from "./outcomeOrder";

/**
 * A top event as the Sportsbook service answers it (`topEvents`): what a home-page row shows, computed on
 * the server from the line with the same domain rules the rest of the product uses (display status, score
 * line with the penalties rule, main market by the sport's priorities).
 */
export const DisplayStatusSchema = Schema.Literals(DISPLAY_STATUSES);

export const TopEventCategory = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  icon: Schema.String,
  slug: Schema.String,
});
export type TopEventCategory = typeof TopEventCategory.Type;

export const TopEventTournament = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  priority: Schema.Number,
});

export const SideScoreSchema = Schema.Struct({
  text: Schema.String,
  score: Schema.Number,
  penalties: Schema.NullOr(Schema.Number),
});

export const EventScore = Schema.Struct({
  home: SideScoreSchema,
  away: SideScoreSchema,
  leader: Schema.NullOr(Schema.Literals(["home", "away"])),
});
export type EventScore = typeof EventScore.Type;

export const MarketParameter = Schema.Struct({ key: Schema.String, value: Schema.String });

export const MarketOutcomeView = Schema.Struct({
  id: Schema.String,
  /** P1, X, P2, over, under… */
  code: Schema.String,
  coefficient: Schema.Number,
  locked: Schema.Boolean,
});
export type MarketOutcomeView = typeof MarketOutcomeView.Type;

export const MainMarketView = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  parameters: Schema.Array(MarketParameter),
  locked: Schema.Boolean,
  outcomes: Schema.Array(MarketOutcomeView),
});
export type MainMarketView = typeof MainMarketView.Type;

export const TopEvent = Schema.Struct({
  id: Schema.String,
  sportId: Schema.String,
  status: EventStatus,
  displayStatus: DisplayStatusSchema,
  /** Epoch ms. */
  startTime: Schema.Number,
  currentMinute: Schema.NullOr(Schema.Number),
  addedMinute: Schema.NullOr(Schema.Number),
  currentScope: Schema.NullOr(CurrentScope),
  tournament: TopEventTournament,
  category: TopEventCategory,
  participants: Schema.Array(Participant),
  /** Null before kick-off. */
  score: Schema.NullOr(EventScore),
  /** Null when the event offers no market the sport ranks. */
  mainMarket: Schema.NullOr(MainMarketView),
});
export type TopEvent = typeof TopEvent.Type;

const mainMarketView = (entry: LineEntry, sportCode: string): MainMarketView | null => {
  const picked = mainMarket(entry.event, sportCode);
  if (!picked) return null;
  const { market } = picked;
  return {
    id: market.id,
    type: market.type,
    parameters: parameterList(market.parameters),
    // A locked event locks its markets too, whatever the market itself says.
    locked: market.locked || entry.event.locked,
    outcomes: Object.values(market.outcomes)
      .sort(compareOutcomes)
      .map(({ id, code, coefficient, locked }) => ({
        id,
        code,
        coefficient,
        locked: locked || market.locked || entry.event.locked,
      })),
  };
};

/** The wire form of one entry of the line. */
export const topEventOf = (entry: LineEntry, sportCode: string): TopEvent => {
  const { event, tournament, category } = entry;
  return {
    id: event.id,
    sportId: event.sportId,
    status: event.status,
    displayStatus: displayStatus(event),
    startTime: event.startTime,
    currentMinute: event.extraInfo.currentMinute ?? null,
    addedMinute: event.extraInfo.addedMinute ?? null,
    currentScope: event.currentScope,
    tournament: {
      id: tournament.id,
      name: tournament.name,
      slug: tournament.slug,
      priority: tournament.priority,
    },
    category: { id: category.id, name: category.name, icon: category.icon, slug: category.slug },
    participants: event.participants,
    score: startedScore(event),
    mainMarket: mainMarketView(entry, sportCode),
  };
};
