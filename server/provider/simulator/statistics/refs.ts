import type { StatCategory, StatPlayer, StatTeamRef } from "../../StatisticsProvider";
import type { FullSportCode, SimPlayer, SimTeam } from "../types";
import { WORLD_EPOCH } from "../world/calendar";
import type { WorldCategory } from "../world/model";
import { makeRng } from "../world/rng";

export const categoryRef = (category: WorldCategory): StatCategory => ({
  id: category.id,
  name: category.name,
  icon: category.icon,
  slug: category.slug,
  priority: category.priority,
});

export const teamRef = (team: SimTeam): StatTeamRef => ({
  id: team.id,
  name: team.name,
  shortName: team.shortName,
});

/**
 * A club contract running to the 30 June of one to five years after the world's epoch; national sides
 * and tennis players (who are their own team) have none. From its own stream, so squads are untouched.
 */
export const contractUntil = (
  seed: string,
  team: SimTeam,
  player: SimPlayer,
  sportCode: FullSportCode,
): number | null => {
  if (sportCode === "tennis" || team.national) return null;
  const rng = makeRng(`${seed}/contract/${player.id}`);
  const epochYear = new Date(WORLD_EPOCH).getUTCFullYear();
  return Date.UTC(epochYear + rng.int(1, 5), 5, 30);
};

export const statPlayer = (
  seed: string,
  team: SimTeam,
  player: SimPlayer,
  sportCode: FullSportCode,
): StatPlayer => ({
  id: player.id,
  name: player.name,
  firstName: player.firstName,
  lastName: player.lastName,
  shortName: player.shortName,
  // The contract's tennis players have no position (the world calls them P).
  position: sportCode === "tennis" ? "" : player.position,
  shirtNumber: player.shirtNumber,
  dateOfBirth: player.dateOfBirth,
  height: player.height,
  preferredFoot: player.preferredFoot,
  country: player.country,
  marketValue: player.marketValue,
  contractUntil: contractUntil(seed, team, player, sportCode),
  team: teamRef(team),
});
