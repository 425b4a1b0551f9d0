import { describe, expect, it } from "vitest";
import type { PlayerMatch, StatPlayer, StatTransfer } from "../../../domain/statistics/statisticsAnswers.ts";
import { MatchSummary } from "../../../ui/player/MatchSummary.tsx";
import { PlayerHeader } from "../../../ui/player/PlayerHeader.tsx";
import { TeamSquadTab } from "../../../ui/team/TeamSquadTab.tsx";
import { TransfersList } from "../../../ui/team/TransfersList.tsx";
import { renderView } from "../statistics/renderView.tsx";

const NAMESPACES = ["team", "statistics"] as const;
const render = (view: () => React.ReactNode) => renderView(view, { namespaces: [...NAMESPACES] });
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|");
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const team = (id: string) => ({ id, name: `Team ${id}`, shortName: id.toUpperCase() });

const player = (
  id: string,
  position: string,
  shirtNumber: number,
  extra: Partial<StatPlayer> = {},
): StatPlayer => ({
  id,
  name: `Player ${id}`,
  firstName: "Player",
  lastName: id,
  shortName: id,
  position,
  shirtNumber,
  dateOfBirth: day("2000-11-26"),
  height: 181,
  preferredFoot: "left",
  country: "gb",
  marketValue: 12_500_000,
  contractUntil: day("2029-06-30"),
  team: team("home"),
  sportId: "soccer",
  ...extra,
});

describe("TeamSquadTab", () => {
  const squad = [
    player("f9", "F", 9),
    player("g1", "G", 1),
    player("d4", "D", 4, { marketValue: 0, country: "de" }),
  ];

  it("groups the players by position, each a link with age, country and value", async () => {
    const html = await render(() => <TeamSquadTab players={squad} today="2026-11-25" />);
    const shown = text(html);
    const groups = [...html.matchAll(/<h2 class="card__title">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(groups).toEqual(["Goalkeepers", "Defenders", "Forwards"]);
    expect(html).toContain('href="/en-us/player/g1"');
    // Born 26 Nov 2000: 25 the day before the birthday.
    expect(shown).toContain("|25|€12.5M|");
    expect(shown).toContain("United Kingdom");
    expect(shown).toContain("Germany");
    // No value known: a dash, not €0.
    expect(shown).toMatch(/Player d4\|Germany\|Germany\|25\|–\|/);
  });

  it("says so when the squad is not known", async () => {
    const html = await render(() => <TeamSquadTab players={[]} today="2026-11-25" />);
    expect(text(html)).toContain("No squad");
  });
});

const transfer = (extra: Partial<StatTransfer> = {}): StatTransfer => ({
  player: { id: "p1", name: "Player p1", position: "F" },
  fromTeam: team("a"),
  toTeam: team("b"),
  date: day("2026-07-01"),
  type: "regular",
  fee: 8_400_000,
  ...extra,
});

describe("TransfersList", () => {
  it("lists date, player, the move between team links, type and fee on a team's list", async () => {
    const html = await render(() => (
      <TransfersList
        transfers={[transfer(), transfer({ fromTeam: null, type: "loan", fee: 0 })]}
        showPlayer
      />
    ));
    const shown = text(html);
    expect(html).toContain('href="/en-us/player/p1"');
    expect(html).toContain('href="/en-us/team/a"');
    expect(shown).toContain("Jul 1, 2026");
    expect(shown).toContain("Transfer|Fee: |€8.4M");
    expect(shown).toContain("No club");
    expect(shown).toContain("Loan|Fee: |–");
  });

  it("leaves the player out on the player's own list", async () => {
    const html = await render(() => <TransfersList transfers={[transfer()]} showPlayer={false} />);
    expect(html).not.toContain('href="/en-us/player/p1"');
  });
});

const match = (summary: PlayerMatch["summary"]): PlayerMatch => ({
  event: {
    id: "e1",
    tournamentId: "t1",
    seasonId: "s1",
    round: 1,
    roundType: "REGULAR",
    stage: "UNKNOWN",
    group: null,
    startTime: day("2026-11-20"),
    status: "finished",
    home: team("a"),
    away: team("b"),
    score: { home: 2, away: 1, penaltiesHome: null, penaltiesAway: null },
    winner: "home",
    minute: null,
  },
  tournamentName: "League",
  categoryName: "England",
  summary,
  minutesPlayed: 78,
});

describe("MatchSummary", () => {
  it("draws what was counted, with a count above one, and the minutes", async () => {
    const html = await render(() => (
      <MatchSummary
        match={match({ goal: 2, ownGoal: 0, penaltyGoal: 0, assist: 1, yellowCard: 1, redCard: 0 })}
      />
    ));
    expect(html.match(/match-summary__icon match-summary__icon--/g)).toHaveLength(3);
    expect(text(html)).toContain("|2|Goals: 2|");
    expect(text(html)).toContain("Assists: 1");
    expect(text(html)).toContain("Yellow cards: 1");
    expect(text(html)).toContain("78′");
    expect(text(html)).toContain("78 minutes played");
  });

  it("has the minutes alone for a match with nothing counted", async () => {
    const html = await render(() => <MatchSummary match={match(null)} />);
    expect(html).not.toContain("match-summary__icon");
    expect(text(html)).toContain("78′");
  });
});

describe("PlayerHeader", () => {
  it("gives the player's facts and leaves out what is not known", async () => {
    const html = await render(() => (
      <PlayerHeader player={player("f9", "F", 9, { height: 0 })} today="2026-11-26" />
    ));
    const shown = text(html);
    expect(shown).toContain("Forward");
    expect(shown).toContain("26 (Nov 26, 2000)");
    expect(shown).toContain("Left");
    expect(shown).toContain("€12.5M");
    expect(shown).toContain("Jun 2029");
    expect(shown).not.toContain("Height");
    expect(html).toContain('href="/en-us/team/home"');
  });
});
