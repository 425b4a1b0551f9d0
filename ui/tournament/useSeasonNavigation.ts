import { useNavigate } from "@tanstack/react-router";
import type { StatSeason, TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { tabLink } from "./tournamentLinks.ts";
import { seasonSearch } from "./tournamentSearch.ts";
import { SEASON_TABS, seasonTabOf, type TournamentTab } from "./tournamentTabs.ts";

/**
 * Showing another season: the same tab with `?season=` (none for the current season), or the season's
 * table when the tab shows no season (archive, news). A round chosen on the results tab is dropped.
 */
export const useSeasonNavigation = (profile: TournamentProfile, tab: TournamentTab) => {
  const navigate = useNavigate();
  const locale = useLocale();
  return (season: StatSeason) => {
    const target = SEASON_TABS.includes(tab) ? tab : seasonTabOf(profile);
    void navigate({
      ...tabLink(locale, profile.id, target),
      search: seasonSearch(season.id, profile.currentSeasonId),
      resetScroll: false,
    });
  };
};
