import type { TeamTournament } from "../../domain/statistics/teamTournaments.ts";
import { TeamStandingsTab } from "./TeamStandingsTab.tsx";
import { TeamStatisticsTab } from "./TeamStatisticsTab.tsx";
import { TeamTournamentSelect } from "./TeamTournamentSelect.tsx";

/**
 * The standings, statistics and top players tabs: the tournament they show (with its select when the team
 * plays several), then the tab's tables of that tournament's season.
 */
export function TeamTournamentTab({
  teamId,
  tab,
  tournaments,
  tournament,
  onSelect,
}: {
  readonly teamId: string;
  readonly tab: "standings" | "statistics" | "top-players";
  readonly tournaments: ReadonlyArray<TeamTournament>;
  readonly tournament: TeamTournament;
  readonly onSelect: (seasonId: string) => void;
}) {
  return (
    <div className="team-tournament-tab">
      <TeamTournamentSelect tournaments={tournaments} current={tournament} onSelect={onSelect} />
      {tab === "standings" ? (
        <TeamStandingsTab key={tournament.seasonId} teamId={teamId} tournament={tournament} />
      ) : (
        <TeamStatisticsTab teamId={teamId} tournament={tournament} view={tab} />
      )}
    </div>
  );
}
