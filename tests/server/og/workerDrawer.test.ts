import { describe, expect, it } from "vitest";
import type { EventCard } from "../../../server/og/eventCard";
import { loadCardFonts, makeEventImageDrawer } from "../../../server/og/eventImage";
import { makeWorkerDrawer } from "../../../server/og/workerDrawer";

const card = (home: number): EventCard => ({
  sport: "Soccer",
  competition: "England · Premier League",
  sides: ["Arsenal", "Chelsea"],
  score: [
    { goals: home, penalties: null },
    { goals: 0, penalties: null },
  ],
  tone: "live",
  status: "Live",
  minute: "12'",
  kickOffDay: "Tue 24 Nov 2026",
  kickOffTime: "18:30 UTC",
});

describe("drawing on a thread of its own", () => {
  it("answers each card with its own picture, the same one the main thread draws", async () => {
    const fonts = loadCardFonts();
    const inThread = makeWorkerDrawer(fonts);
    const here = makeEventImageDrawer(fonts);
    const cards = [card(0), card(1), card(2)];
    const [threaded, local] = await Promise.all([
      Promise.all(cards.map(inThread)),
      Promise.all(cards.map(here)),
    ]);
    expect(threaded.map((png, i) => png.equals(local[i]!))).toEqual([true, true, true]);
    expect(new Set(threaded.map((png) => png.toString("base64"))).size).toBe(3);
  });

  it("rejects a card it cannot draw, and goes on drawing the next ones", async () => {
    const inThread = makeWorkerDrawer(loadCardFonts());
    const broken = { ...card(1), score: [{ goals: 1, penalties: null }] } as unknown as EventCard;
    await expect(inThread(broken)).rejects.toThrow();
    const png = await inThread(card(1));
    expect(png.readUInt32BE(16)).toBe(1200);
  });
});
