import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { TournamentTab } from "./tournamentTabs.ts";

/** A tab's path: details is the tournament's own path, the others a segment under it. */
export const tabLink = (locale: LocalePath, id: string, tab: TournamentTab) =>
  tab === "details"
    ? ({ to: "/$locale/tournament/$id", params: { locale, id } } as const)
    : ({ to: "/$locale/tournament/$id/$tab", params: { locale, id, tab } } as const);
