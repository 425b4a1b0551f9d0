import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { sidebarLeaguesKey } from "../app/pageActors.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { usePageActor } from "../app/usePageActor.ts";
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
  const home = usePageActor(logic, {
    key: sidebarLeaguesKey(sportId),
    input: { sportId, timeZoneOffset: offset },
    inspect,
    resume: { type: "home.resume" },
  });
  useEffect(() => home.send({ type: "home.sport.select", sportId }), [home, sportId]);
  useEffect(() => home.send({ type: "home.timeZone.change", timeZoneOffset: offset }), [home, offset]);
  return <TopTournamentsCard home={home} />;
}
