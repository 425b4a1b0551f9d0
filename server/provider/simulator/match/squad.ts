import type { SimPlayer, SimTeam } from "../types";
import { pickWeighted, type Rng } from "./random";

/** Who is on the pitch and who may still come on, for one side during one match. */
export interface Squad {
  readonly onPitch: SimPlayer[];
  readonly bench: SimPlayer[];
  readonly yellow: Set<string>;
  substitutionsLeft: number;
}

const FORMATION: ReadonlyArray<readonly [string, number]> = [
  ["G", 1],
  ["D", 4],
  ["M", 4],
  ["F", 2],
];

/** A 4-4-2 from the squad in its listed order, topped up from whoever is left when a line is short. */
export const startingSquad = (team: SimTeam, size = 11, substitutions = 5): Squad => {
  const chosen = new Set<SimPlayer>();
  for (const [position, count] of FORMATION) {
    for (const player of team.players.filter((p) => p.position === position).slice(0, count))
      chosen.add(player);
  }
  for (const player of team.players) if (chosen.size < size && player.position !== "G") chosen.add(player);
  const onPitch = team.players.filter((p) => chosen.has(p)).slice(0, size);
  const bench = team.players.filter((p) => !chosen.has(p));
  return { onPitch, bench, yellow: new Set(), substitutionsLeft: substitutions };
};

const outfield = (squad: Squad): SimPlayer[] => squad.onPitch.filter((p) => p.position !== "G");

/** Scorers are drawn by their `attack`; goalkeepers almost never score. */
export const pickScorer = (rng: Rng, squad: Squad): SimPlayer | undefined =>
  pickWeighted(rng, squad.onPitch, (p) => (p.position === "G" ? 0.002 : 0.05 + p.attack));

export const pickAssist = (rng: Rng, squad: Squad, scorer: SimPlayer | undefined): SimPlayer | undefined =>
  pickWeighted(
    rng,
    squad.onPitch.filter((p) => p !== scorer),
    (p) => (p.position === "G" ? 0.01 : 0.15 + p.attack),
  );

/** Own goals come mostly from defenders. */
export const pickOwnGoalScorer = (rng: Rng, squad: Squad): SimPlayer | undefined =>
  pickWeighted(rng, squad.onPitch, (p) => (p.position === "D" ? 3 : p.position === "G" ? 0.3 : 1));

export const pickBooked = (rng: Rng, squad: Squad): SimPlayer | undefined =>
  pickWeighted(
    rng,
    outfield(squad),
    // A booked player treads carefully: second yellows stay rare (about one match in ten).
    (p) => (p.position === "D" || p.position === "M" ? 1.4 : 1) * (squad.yellow.has(p.id) ? 0.3 : 1),
  );

export const sendOff = (squad: Squad, player: SimPlayer): void => {
  const at = squad.onPitch.indexOf(player);
  if (at >= 0) squad.onPitch.splice(at, 1);
};

/** Tired legs off, fresh ones on, like for like when the bench allows. */
export const substitute = (rng: Rng, squad: Squad): { on: SimPlayer; off: SimPlayer } | undefined => {
  if (squad.substitutionsLeft <= 0 || squad.bench.length === 0) return undefined;
  const off = pickWeighted(rng, outfield(squad), (p) => 0.5 + p.attack);
  if (!off) return undefined;
  const sameLine = squad.bench.filter((p) => p.position === off.position);
  const on = pickWeighted(
    rng,
    sameLine.length > 0 ? sameLine : squad.bench.filter((p) => p.position !== "G"),
    (p) => 0.3 + p.attack,
  );
  if (!on) return undefined;
  squad.onPitch[squad.onPitch.indexOf(off)] = on;
  squad.bench.splice(squad.bench.indexOf(on), 1);
  squad.substitutionsLeft -= 1;
  return { on, off };
};
