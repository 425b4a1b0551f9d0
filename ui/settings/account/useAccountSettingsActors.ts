import { type AccountSettingsActors, accountSettingsActorsOf } from "../../app/accountSettingsActors.ts";
import { useAppActors } from "../../app/hooks.ts";

/** The settings pages' machines, made from the root's deps with the first page that asks. */
export const useAccountSettingsActors = (): AccountSettingsActors =>
  accountSettingsActorsOf(useAppActors().accountSettings);
