import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { useHomeActors } from "../home/HomeActorsContext.tsx";
import { TopTournamentsCard } from "../home/TopTournamentsCard.tsx";
import { type MainSport, sportIdOf } from "../sports/mainSports.ts";

/**
 * The sidebar's top leagues: the sport being browsed, through the same Sportsbook query and machine as
 * the home page (the server caches the answer, so two views of it cost one load).
 */
export function SidebarTopLeagues({
  sport,
  settings,
}: {
  readonly sport: MainSport;
  readonly settings: SettingsActorRef;
}) {
  const { logic, inspect } = useHomeActors();
  const offset = useSelector(settings, (snapshot) => snapshot.context.timeZone.offsetSeconds);
  const sportId = sportIdOf(sport);
  const home = useActorRef(logic, { input: { sportId, timeZoneOffset: offset }, inspect });
  useEffect(() => home.send({ type: "home.sport.select", sportId }), [home, sportId]);
  useEffect(() => home.send({ type: "home.timeZone.change", timeZoneOffset: offset }), [home, offset]);
  return <TopTournamentsCard home={home} />;
}
