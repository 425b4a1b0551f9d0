/**
 * Round-robin rounds by the circle method: team 0 stays, the others rotate. Home and away alternate
 * round by round (a team has two in a row at most once a leg); each further leg mirrors the one before.
 * Needs an even number of teams (the world only makes even leagues and groups of four).
 */
export const roundRobin = (
  teamIds: ReadonlyArray<string>,
  legs: number,
): ReadonlyArray<ReadonlyArray<readonly [home: string, away: string]>> => {
  const n = teamIds.length;
  if (n % 2 !== 0) throw new Error(`roundRobin needs an even number of teams, got ${n}`);
  const m = n - 1;
  // Position p of the circle in round r holds team 0 (p = 0) or the rotating team (p - 1 - r) mod m.
  const at = (p: number, r: number): string =>
    p === 0 ? teamIds[0]! : teamIds[1 + ((((p - 1 - r) % m) + m) % m)]!;
  const first: Array<ReadonlyArray<readonly [string, string]>> = [];
  for (let r = 0; r < m; r++) {
    const pairs: Array<readonly [string, string]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = at(i, r);
      const b = at(n - 1 - i, r);
      // The fixed team alternates by round; the others by slot, and as they move one slot a round
      // they alternate too (at most one break a leg; home games differ by at most one).
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      pairs.push(swap ? [b, a] : [a, b]);
    }
    first.push(pairs);
  }
  const mirrored = first.map((pairs) => pairs.map(([h, a]) => [a, h] as const));
  const rounds: Array<ReadonlyArray<readonly [string, string]>> = [];
  for (let leg = 0; leg < legs; leg++) rounds.push(...(leg % 2 === 0 ? first : mirrored));
  return rounds;
};
