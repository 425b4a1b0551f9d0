import { type AccountActors, accountActorsOf } from "../app/accountActors.ts";
import { useAppActors } from "../app/hooks.ts";

/** The account pages' machines, made from the root's deps with the first page that asks. */
export const useAccountActors = (): AccountActors => accountActorsOf(useAppActors().account);
