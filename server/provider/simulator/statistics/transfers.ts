import type { StatTeamRef, StatTransfer } from "../../StatisticsProvider";
import type { SimPlayer, SimTeam } from "../types";
import { passingSquadOf, squadOf } from "../world/builder";
import type { Transfer, World } from "../world/model";
import { type Squad, teamIdOfPlayer } from "../world/squads";

interface Move {
  readonly transfer: Transfer;
  readonly player: StatTransfer["player"];
}

/** The moves of `players` (of `squad`) from or to `teamId`. */
const movesTouching = (squad: Squad, players: ReadonlyArray<SimPlayer>, teamId: string): Move[] => {
  const moves: Move[] = [];
  for (const player of players) {
    const ref = { id: player.id, name: player.name, position: player.position };
    for (const transfer of squad.transfers.get(player.id) ?? [])
      if (transfer.fromTeamId === teamId || transfer.toTeamId === teamId)
        moves.push({ transfer, player: ref });
  }
  return moves;
};

const newestFirst = (a: Move, b: Move): number =>
  b.transfer.date - a.transfer.date || (a.player.id < b.player.id ? -1 : a.player.id > b.player.id ? 1 : 0);

/**
 * Transfers by team and by player. A player's career is stored with the squad of the club they play for
 * now, so a club's departures sit in other clubs' squads: the first question about a team's transfers
 * scans every club of its sport and gender once (about 0.4 s for soccer's men) and keeps, per club, only
 * the ids of the players elsewhere whose careers passed through it (a few MB); their moves are read
 * again from their squads when asked for, without keeping those squads.
 */
export class TransferIndex {
  private readonly byGroup = new Map<string, ReadonlyMap<string, ReadonlyArray<string>>>();

  constructor(
    private readonly world: World,
    private readonly teamRef: (team: SimTeam) => StatTeamRef,
  ) {}

  ofPlayer(playerId: string): ReadonlyArray<StatTransfer> {
    const team = this.world.teamById.get(teamIdOfPlayer(playerId));
    const squad = team && squadOf(team);
    const player = squad?.players.find((p) => p.id === playerId);
    if (!squad || !player) return [];
    const ref = { id: player.id, name: player.name, position: player.position };
    const moves = (squad.transfers.get(playerId) ?? []).map((transfer) => ({ transfer, player: ref }));
    return moves.sort(newestFirst).map((move) => this.statTransfer(move));
  }

  ofTeam(teamId: string): ReadonlyArray<StatTransfer> {
    const team = this.world.teamById.get(teamId);
    const squad = team && squadOf(team);
    if (!team || !squad) return [];
    const moves = movesTouching(squad, squad.players, teamId);
    // The players elsewhere, read from their current squads, one squad at a time.
    const byClub = new Map<string, Set<string>>();
    for (const id of this.elsewhere(team).get(teamId) ?? []) {
      const club = teamIdOfPlayer(id);
      byClub.set(club, (byClub.get(club) ?? new Set()).add(id));
    }
    for (const [clubId, ids] of byClub) {
      const club = this.world.teamById.get(clubId);
      const other = club && passingSquadOf(club);
      if (other)
        moves.push(
          ...movesTouching(
            other,
            other.players.filter((p) => ids.has(p.id)),
            teamId,
          ),
        );
    }
    return moves.sort(newestFirst).map((move) => this.statTransfer(move));
  }

  /** Per club, the players of the other clubs of its sport and gender whose careers passed through it. */
  private elsewhere(team: SimTeam): ReadonlyMap<string, ReadonlyArray<string>> {
    const gender = this.world.teamInfo.get(team.id)?.gender ?? "men";
    const key = `${team.sportId}/${gender}`;
    const cached = this.byGroup.get(key);
    if (cached) return cached;
    const index = new Map<string, string[]>();
    for (const club of this.world.teams) {
      const info = this.world.teamInfo.get(club.id);
      if (club.sportId !== team.sportId || club.national || info?.youth || info?.gender !== gender) continue;
      const squad = passingSquadOf(club);
      if (!squad) continue;
      for (const player of squad.players) {
        const touched = new Set<string>();
        for (const transfer of squad.transfers.get(player.id) ?? []) {
          if (transfer.fromTeamId !== null) touched.add(transfer.fromTeamId);
          if (transfer.toTeamId !== null) touched.add(transfer.toTeamId);
        }
        // Moves touching the player's own club are found through that club's squad itself.
        touched.delete(club.id);
        for (const id of touched) {
          const list = index.get(id);
          if (list) list.push(player.id);
          else index.set(id, [player.id]);
        }
      }
    }
    this.byGroup.set(key, index);
    return index;
  }

  private statTransfer(move: Move): StatTransfer {
    const ref = (id: string | null): StatTeamRef | null => {
      const team = id === null ? undefined : this.world.teamById.get(id);
      return team ? this.teamRef(team) : null;
    };
    return {
      player: move.player,
      fromTeam: ref(move.transfer.fromTeamId),
      toTeam: ref(move.transfer.toTeamId),
      date: move.transfer.date,
      type: move.transfer.type,
      fee: move.transfer.fee,
    };
  }
}
