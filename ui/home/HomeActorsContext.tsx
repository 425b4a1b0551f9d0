import { createContext, type ReactNode, useContext } from "react";
import type { HomeActors } from "../app/homeActors.ts";

const HomeActorsContext = createContext<HomeActors | null>(null);

/** Hands the home page the wired machine the composition root built (`ui/main.tsx`). */
export function HomeActorsProvider({
  actors,
  children,
}: {
  readonly actors: HomeActors;
  readonly children: ReactNode;
}) {
  return <HomeActorsContext.Provider value={actors}>{children}</HomeActorsContext.Provider>;
}

export const useHomeActors = (): HomeActors => {
  const actors = useContext(HomeActorsContext);
  if (!actors) throw new Error("HomeActorsProvider is missing above the home page");
  return actors;
};
