import { SPORTS } from "../../domain/sports/catalogue";
import type { SportInfo } from "./SportsDataProvider";

/** The catalogue's sports as a provider names them: the simulator's, and every source that follows it. */
export const CATALOGUE_SPORTS: ReadonlyArray<SportInfo> = SPORTS.map(
  ({ id, code, name, priority, kind }) => ({
    id,
    code,
    name,
    priority,
    kind,
  }),
);
