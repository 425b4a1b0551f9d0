import { Schema } from "effect";
import type { TournamentSummary } from "./rankTopTournaments";
import { TopEventCategory } from "./topEvent";

/** A top tournament as the Sportsbook service answers it (`topTournaments`). */
export const TopTournament = Schema.Struct({
  id: Schema.String,
  sportId: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  priority: Schema.Number,
  category: TopEventCategory,
  liveEventCount: Schema.Number,
  upcomingEventCount: Schema.Number,
  eventCount: Schema.Number,
});
export type TopTournament = typeof TopTournament.Type;

export const topTournamentOf = ({
  tournament,
  category,
  liveEventCount,
  upcomingEventCount,
  eventCount,
}: TournamentSummary): TopTournament => ({
  id: tournament.id,
  sportId: tournament.sportId,
  name: tournament.name,
  slug: tournament.slug,
  priority: tournament.priority,
  category: { id: category.id, name: category.name, icon: category.icon, slug: category.slug },
  liveEventCount,
  upcomingEventCount,
  eventCount,
});
