import { hash53 } from "../../provider/simulator/world/hash";
import type { NamePool } from "../../provider/simulator/world/names";
import { personName } from "../../provider/simulator/world/people";
import { makeRng } from "../../provider/simulator/world/rng";

/**
 * How a simulated tipster picks:
 * - `average`: an outcome at random weighted by its implied probability, so no edge (the margin is
 *   spread in proportion, every outcome returns the same on average);
 * - `longshot`: any outcome alike, outsiders far more often than they win: no edge either, but a wide
 *   spread of records, so variance alone lifts a few of them to the top for a while (the "lucky" ones;
 *   nobody is labelled lucky, the ranking's luck value is left to tell);
 * - `skilled`: watches the line and takes only prices above the outcome's own running mean (the
 *   pre-match price drifts as noise around a fair model, so the mean is the better estimate).
 */
export type TipsterStyle = "average" | "longshot" | "skilled";

export interface DemoTipster {
  readonly id: string;
  readonly name: string;
  /** On a reserved domain that never receives mail (RFC 2606 `.invalid`). */
  readonly email: string;
  readonly style: TipsterStyle;
  /** What each of their tips sells for in FUN; 0 publishes them free. */
  readonly cost: number;
  /** Relative chance of being the one who publishes next. */
  readonly activity: number;
  /** Relative chance of being the one who buys next. */
  readonly appetite: number;
}

export const DEMO_EMAIL_DOMAIN = "demo.funsclub.invalid";
export const DEMO_ROSTER_SIZE = 40;

const POOLS: ReadonlyArray<NamePool> = ["en", "es", "pt", "de", "it", "fr", "nl", "nordic", "slavic", "tr"];

/** A UUID-shaped id from the seed, so demo users look like the others and stay the same across restarts. */
const demoUserId = (seed: string, index: number): string => {
  const hex = [1, 2, 3]
    .map((salt) => hash53(`${seed}/demo/user/${index}`, salt).toString(16).padStart(14, "0").slice(-12))
    .join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const slug = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[^A-Za-z ]/g, "")
    .trim()
    .toLowerCase()
    .replace(/ +/g, ".");

/**
 * The demo's tipsters, the same for the same seed: a tenth skilled, a fifth longshot pickers, the rest
 * average; about two in five sell their tips (10 to 300 FUN), the others publish free.
 */
export const demoRoster = (seed: string, size = DEMO_ROSTER_SIZE): ReadonlyArray<DemoTipster> => {
  const rng = makeRng(`${seed}/demo/roster`);
  const skilled = Math.max(1, Math.round(size / 10));
  const longshot = Math.max(1, Math.round(size / 5));
  const styles = rng.shuffle<TipsterStyle>(
    Array.from({ length: size }, (_, i) =>
      i < skilled ? "skilled" : i < skilled + longshot ? "longshot" : "average",
    ),
  );
  return styles.map((style, index) => {
    const person = personName(rng, rng.pick(POOLS), rng.chance(0.3) ? "women" : "men");
    const id = demoUserId(seed, index);
    const sells = rng.chance(style === "skilled" ? 0.75 : 0.35);
    return {
      id,
      name: person.name,
      email: `${slug(person.name) || "tipster"}.${id.slice(0, 6)}@${DEMO_EMAIL_DOMAIN}`,
      style,
      cost: sells ? rng.int(1, 30) * 10 : 0,
      activity: 0.4 + rng.next() * 1.6,
      appetite: 0.2 + rng.next() * 1.8,
    };
  });
};
