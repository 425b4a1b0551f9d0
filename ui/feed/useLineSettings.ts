import { useSelector } from "@xstate/react";
import { useAppActors } from "../app/hooks.ts";

/** The settings every feed page follows: whether odds are shown and the zone of kick-off times. */
export const useLineSettings = () => {
  const { settings } = useAppActors();
  const oddsVisible = useSelector(settings, (snapshot) => snapshot.context.oddsVisible);
  const timeZone = useSelector(settings, (snapshot) => snapshot.context.timeZone);
  return { settings, oddsVisible, timeZone };
};
