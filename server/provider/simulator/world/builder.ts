import type { SportEntry } from "../../../../domain/sports/catalogue";
import type { FullSportCode, SimTeam } from "../types";
import type { Country } from "./countries";
import { entityId } from "./hash";
import type {
  KickoffProfile,
  SeasonCalendar,
  TeamInfo,
  TournamentFormat,
  WorldCategory,
  WorldTournament,
} from "./model";
import type { PersonName } from "./people";
import { generateSquad, type Squad } from "./squads";

export const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export interface TeamSpec {
  /** Unique path under the category, from which the id derives. */
  readonly key: string;
  readonly name: string;
  readonly shortName: string;
  readonly venue: string;
  readonly managerName: string;
  readonly foundationDate: number;
  readonly national: boolean;
  readonly country: Country;
  readonly rating: number;
  readonly gender: "men" | "women";
  readonly youth: boolean;
  readonly utcOffset: number;
  /** Tennis: the one player is the team, with the team's name. */
  readonly person?: { readonly name: PersonName; readonly dateOfBirth: number };
}

export interface TournamentSpec {
  readonly key: string;
  readonly name: string;
  readonly priority: number;
  readonly calendar: SeasonCalendar;
  readonly format: TournamentFormat;
  readonly kickoff: KickoffProfile;
  readonly utcOffset?: number;
  readonly bestOfSets?: number;
}

const squads = new WeakMap<SimTeam, () => Squad>();
const passing = new WeakMap<SimTeam, () => Squad>();

/** The squad behind a team (players and their transfers), generated on first use. */
export const squadOf = (team: SimTeam): Squad | undefined => squads.get(team)?.();

/**
 * The same squad without keeping it: the kept one when it exists, else one generated for the caller
 * alone. For scans over thousands of teams (all of a sport's squads weigh about 70 MB once kept).
 */
export const passingSquadOf = (team: SimTeam): Squad | undefined => passing.get(team)?.();

/** Collects a world's entities while the sport setups describe them; ids are unique by construction. */
export class WorldBuilder {
  readonly categories: WorldCategory[] = [];
  readonly tournaments: WorldTournament[] = [];
  readonly teams: SimTeam[] = [];
  readonly teamInfo = new Map<string, TeamInfo>();
  private readonly used = new Set<string>();
  private readonly tournamentPrefixes = new Set<string>();
  /** Club ids by sport and gender: where a player's former clubs come from. */
  private readonly peers = new Map<string, string[]>();

  constructor(readonly seed: string) {}

  /**
   * A fresh id for `path`. NOTE: a collision (about one in 10^8 per world) re-hashes with a counter, in
   * generation order, so it stays deterministic.
   */
  id(prefix: string, path: string, unique: (id: string) => boolean = () => true): string {
    let id = entityId(prefix, `${this.seed}/${path}`);
    for (let n = 1; this.used.has(id) || !unique(id); n++) id = entityId(prefix, `${this.seed}/${path}#${n}`);
    this.used.add(id);
    return id;
  }

  category(
    sport: SportEntry,
    spec: { key: string; name: string; icon: string; country: string | null; priority: number },
  ): WorldCategory {
    const category: WorldCategory = {
      id: this.id("ct", `${sport.code}/${spec.key}`),
      sportId: sport.id,
      sportCode: sport.code as FullSportCode,
      name: spec.name,
      icon: spec.icon,
      slug: slugify(spec.name),
      priority: spec.priority,
      country: spec.country,
    };
    this.categories.push(category);
    return category;
  }

  tournament(category: WorldCategory, spec: TournamentSpec): WorldTournament {
    // Season ids carry 7 characters of the tournament id (seasons.ts): those must be unique too.
    const id = this.id(
      "tn",
      `${category.sportCode}/${category.slug}/${spec.key}`,
      (candidate) => !this.tournamentPrefixes.has(candidate.slice(2, 9)),
    );
    this.tournamentPrefixes.add(id.slice(2, 9));
    const tournament: WorldTournament = {
      id,
      sportId: category.sportId,
      sportCode: category.sportCode,
      categoryId: category.id,
      name: spec.name,
      slug: slugify(spec.name),
      priority: spec.priority,
      cashOutAvailable: spec.priority >= 60,
      calendar: spec.calendar,
      format: spec.format,
      kickoff: spec.kickoff,
      utcOffset: spec.utcOffset ?? null,
      bestOfSets: spec.bestOfSets ?? null,
    };
    this.tournaments.push(tournament);
    return tournament;
  }

  team(category: WorldCategory, spec: TeamSpec): SimTeam {
    const id = this.id("tm", `${category.sportCode}/${category.slug}/${spec.key}`);
    const peerKey = `${category.sportCode}/${spec.gender}`;
    let peers = this.peers.get(peerKey);
    if (!peers) {
      peers = [];
      this.peers.set(peerKey, peers);
    }
    if (!spec.national && !spec.youth) peers.push(id);
    const rating = Math.round(Math.min(2000, Math.max(1000, spec.rating)));
    let squad: Squad | undefined;
    // NOTE: squads are made on first use, not with the world: a world has over 100 000 players and a
    // server start-up needs none of them. They are seeded by team id, so the order of use is irrelevant.
    // The peers list is complete by then, as long as nobody reads players while the world is built.
    const generate = (): Squad =>
      generateSquad({
        seed: this.seed,
        teamId: id,
        sportCode: category.sportCode,
        country: spec.country,
        rating,
        gender: spec.gender,
        youth: spec.youth,
        national: spec.national,
        peers: peers,
        person: spec.person,
      });
    const load = (): Squad => {
      squad ??= generate();
      return squad;
    };
    const team: SimTeam = {
      id,
      sportId: category.sportId,
      categoryId: category.id,
      name: spec.name,
      shortName: spec.shortName,
      venue: spec.venue,
      managerName: spec.managerName,
      foundationDate: spec.foundationDate,
      national: spec.national,
      country: spec.country.code,
      rating,
      get players() {
        return load().players;
      },
    };
    squads.set(team, load);
    passing.set(team, () => squad ?? generate());
    this.teams.push(team);
    this.teamInfo.set(id, {
      utcOffset: spec.utcOffset,
      gender: spec.gender,
      youth: spec.youth,
      region: spec.country.region,
    });
    return team;
  }
}
