import { createContext, type ReactNode, useContext } from "react";
import type { AccountSettingsActors } from "../../app/accountSettingsActors.ts";

const Context = createContext<AccountSettingsActors | null>(null);

/** Hands the settings pages their machines, made once in the composition root (`ui/main.tsx`). */
export function AccountSettingsActorsProvider({
  actors,
  children,
}: {
  readonly actors: AccountSettingsActors;
  readonly children: ReactNode;
}) {
  return <Context.Provider value={actors}>{children}</Context.Provider>;
}

export const useAccountSettingsActors = (): AccountSettingsActors => {
  const actors = useContext(Context);
  if (actors === null) throw new Error("The settings pages need an AccountSettingsActorsProvider above them");
  return actors;
};
