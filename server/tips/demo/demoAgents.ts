import { Effect } from "effect";
import type { FeedEvent, FeedTree } from "../../../domain/feed/tree";
import type { DatabaseError } from "../../db/Database";
import { LineFeed } from "../../feed/LineFeed";
import { SportsClock } from "../../provider/SportsClock";
import { makeRng, type Rng } from "../../provider/simulator/world/rng";
import type { ApiFailure } from "../../rpc/ApiFailure";
import { createTip } from "../flows/createTip";
import { purchaseTip } from "../flows/purchaseTip";
import { demoPrincipal, ensureDemoAccounts } from "./demoAccounts";
import { type EventPlace, type Offer, offersOf, pickOffer, rememberPrices } from "./demoPicks";
import { type DemoTipster, demoRoster } from "./demoRoster";
import { activeTipsBought, demoRecords, demoTipsAhead, demoTipsOnSale, spendable } from "./demoStore";
import { tipText } from "./demoTexts";
import { makeLineMemory } from "./lineMemory";

/** How busy the demo is, per step of its timer (times on the sports clock). */
export interface DemoPace {
  /** Tips the tipsters try to publish per step, on average (a fraction is a chance of one more). */
  readonly tipsPerStep: number;
  /** Purchases tried per step, on average. */
  readonly purchasesPerStep: number;
  /** Events starting within this much of now are tipped on. */
  readonly horizonMs: number;
  /** …and not those starting sooner than this (sales would close while the tip is read). */
  readonly leadMs: number;
  /** Tips tried on the first step when no demo tip is waiting for its event, so a fresh start is not empty. */
  readonly warmUpTips: number;
  /** No new tips while this many demo tips wait for their events: the marketplace stays full, not flooded. */
  readonly maxWaiting: number;
}

export const DEFAULT_DEMO_PACE: DemoPace = {
  tipsPerStep: 2,
  purchasesPerStep: 1,
  horizonMs: 12 * 3_600_000,
  leadMs: 5 * 60_000,
  warmUpTips: 24,
  maxWaiting: 400,
};

/** Tips a buyer looks through: the newest on sale. */
const SHOP_WINDOW = 200;

export interface StepReport {
  readonly published: number;
  readonly purchased: number;
}

interface Upcoming {
  readonly place: EventPlace;
  readonly event: FeedEvent;
  readonly markets: ReadonlyArray<ReadonlyArray<Offer>>;
}

/**
 * The demo's tipsters as agents: each step they look at the line, publish tips on events about to be
 * played and buy each other's, through the same flows as users. Deterministic for a seed and a
 * sequence of lines and clock readings: every draw comes from a stream named by the seed and the time.
 */
export const makeDemoAgents = (options: {
  readonly seed: string;
  readonly pace?: Partial<DemoPace>;
  readonly rosterSize?: number;
  /**
   * How many times busier than `pace` a step is now (1 by default): a fresh demo's replayed history
   * runs the sports clock 240 times faster, and steps this much busier keep its tips as dense as it can.
   */
  readonly busier?: () => number;
}) => {
  const pace = { ...DEFAULT_DEMO_PACE, ...options.pace };
  const roster = demoRoster(options.seed, options.rosterSize);
  const memory = makeLineMemory();
  /** `tipsterId/eventId` of events tipped and not started; filled from the database on the first step. */
  const tipped = new Set<string>();
  let ready = false;
  /** Whether the first burst is done (or not needed: demo tips were waiting for their events already). */
  let warm = false;

  const prepare = Effect.fn("tips.demo.prepare")(function* (now: number) {
    yield* ensureDemoAccounts(roster);
    for (const key of yield* demoTipsAhead(now)) tipped.add(key);
    warm = tipped.size > 0;
    ready = true;
  });

  const publish = Effect.fn("tips.demo.publish")(function* (
    rng: Rng,
    now: number,
    upcoming: ReadonlyArray<Upcoming>,
    attempts: number,
  ) {
    let published = 0;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const tipster = rng.weighted(roster.map((t) => [t, t.activity] as const));
      const choice = chooseTip(tipster, upcoming, rng, now);
      if (!choice) continue;
      const key = `${tipster.id}/${choice.event.id}`;
      tipped.add(key);
      const created = yield* createTip(demoPrincipal(tipster.id), {
        outcomeHashPath: choice.offer.path,
        ...tipText(choice.event, choice.offer, tipster.style, rng),
        cost: tipster.cost,
      }).pipe(refusedAsFalse);
      if (created) published += 1;
    }
    return published;
  });

  const chooseTip = (tipster: DemoTipster, upcoming: ReadonlyArray<Upcoming>, rng: Rng, now: number) => {
    const open = upcoming.filter((u) => !tipped.has(`${tipster.id}/${u.event.id}`));
    // A skilled tipster looks through the events for a price worth taking; the others take one at random,
    // the sooner it starts the likelier (today's matches; their tips also settle sooner).
    const looks =
      tipster.style === "skilled"
        ? rng.shuffle(open)
        : open.length > 0
          ? [rng.weighted(open.map((u) => [u, 3_600_000 / (3_600_000 + u.event.startTime - now)] as const))]
          : [];
    for (const candidate of looks) {
      const offer = pickOffer(tipster.style, candidate.markets, rng, memory);
      if (offer) return { event: candidate.event, offer };
    }
    return undefined;
  };

  const buy = Effect.fn("tips.demo.buy")(function* (rng: Rng, now: number, attempts: number) {
    if (attempts === 0) return 0;
    const onSale = yield* demoTipsOnSale(now, SHOP_WINDOW);
    if (onSale.length === 0) return 0;
    const records = yield* demoRecords();
    let purchased = 0;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const buyer = rng.weighted(roster.map((t) => [t, t.appetite] as const));
      const owned = yield* activeTipsBought(buyer.id);
      const budget = yield* spendable(buyer.id);
      const affordable = onSale.filter(
        (tip) => tip.creator_id !== buyer.id && !owned.has(tip.id) && tip.cost <= budget,
      );
      if (affordable.length === 0) continue;
      const tip = rng.weighted(affordable.map((t) => [t, recordWeight(records.get(t.creator_id))] as const));
      const bought = yield* purchaseTip(demoPrincipal(buyer.id), { predictionId: tip.id }).pipe(
        refusedAsFalse,
      );
      if (bought) purchased += 1;
    }
    return purchased;
  });

  /** One step: what the tipsters do at this moment of the sports clock. */
  const step = Effect.fn("tips.demo.step")(function* () {
    const now = (yield* SportsClock).now();
    if (!ready) yield* prepare(now);
    const rng = makeRng(`${options.seed}/demo/step/${now}`);
    const upcoming = upcomingEvents((yield* LineFeed).lines(), now, pace);
    const ahead = new Set(upcoming.map((u) => u.event.id));
    memory.keepEvents(ahead);
    for (const u of upcoming) rememberPrices(u.markets, memory);
    for (const key of tipped) if (!ahead.has(key.slice(key.indexOf("/") + 1))) tipped.delete(key);
    const scale = options.busier?.() ?? 1;
    let published = 0;
    if (upcoming.length > 0) {
      const tries = warm ? draws(pace.tipsPerStep * scale, rng) : pace.warmUpTips;
      published = yield* publish(
        rng,
        now,
        upcoming,
        Math.min(tries, Math.max(0, pace.maxWaiting * scale - tipped.size)),
      );
      warm = true;
    }
    const purchased = yield* buy(rng, now, draws(pace.purchasesPerStep * scale, rng));
    return { published, purchased } satisfies StepReport;
  });

  return { roster, pace, step };
};

export type DemoAgents = ReturnType<typeof makeDemoAgents>;

/**
 * A refusal of the flows (already tipped, sales closed, outcome gone, short wallet) is the world moving
 * on between a look and an action: the agent lets it go. A database failure still fails the step.
 */
const refusedAsFalse = <A, R>(effect: Effect.Effect<A, ApiFailure | DatabaseError, R>) =>
  effect.pipe(
    Effect.as(true),
    Effect.catchTag("ApiFailure", () => Effect.succeed(false)),
  );

/** A rate per step as a whole number of tries: the fraction is the chance of one more. */
const draws = (rate: number, rng: Rng): number => Math.floor(rate) + (rng.chance(rate % 1) ? 1 : 0);

/** A buyer's taste: (won+1)/(decided+2) squared, so a good record sells several times as often. */
const recordWeight = (record: { won: number; decided: number } | undefined): number => {
  const rate = ((record?.won ?? 0) + 1) / ((record?.decided ?? 0) + 2);
  return 4 * rate * rate;
};

/** Events of every sport not started, starting between now + lead and now + horizon, with open markets. */
const upcomingEvents = (
  lines: ReadonlyArray<{ readonly tree: FeedTree }>,
  now: number,
  pace: DemoPace,
): Upcoming[] => {
  const out: Upcoming[] = [];
  for (const { tree } of lines)
    for (const sport of Object.values(tree.sports))
      for (const category of Object.values(sport.categories))
        for (const tournament of Object.values(category.tournaments))
          for (const event of Object.values(tournament.events)) {
            if (event.status !== "not_started") continue;
            if (event.startTime < now + pace.leadMs || event.startTime > now + pace.horizonMs) continue;
            const place = { sportId: sport.id, categoryId: category.id, tournamentId: tournament.id };
            const markets = offersOf(place, event);
            if (markets.length > 0) out.push({ place, event, markets });
          }
  return out;
};
