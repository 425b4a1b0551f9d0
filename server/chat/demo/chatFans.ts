import type { ChatLanguage } from "../../../domain/chat/chatMessage";
import { LOCALES } from "../../../domain/i18n/locales";
import { hash53 } from "../../provider/simulator/world/hash";
import type { NamePool } from "../../provider/simulator/world/names";
import { personName } from "../../provider/simulator/world/people";
import { makeRng } from "../../provider/simulator/world/rng";
import { DEMO_EMAIL_DOMAIN } from "../../tips/demo/demoRoster";

/** A simulated fan: a demo account (the demo's address domain marks it simulated) writing in one language. */
export interface ChatFan {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly language: ChatLanguage;
}

export const FANS_PER_LANGUAGE = 5;

/** Names that sound like the language's speakers. */
const POOL_OF: Record<ChatLanguage, NamePool> = {
  en: "en",
  es: "es",
  pt: "pt",
  tr: "tr",
  ru: "slavic",
  th: "sea",
  "zh-TW": "zh",
  vi: "sea",
  id: "sea",
};

/** A UUID-shaped id from the seed, the same across restarts, apart from the demo tipsters' ids. */
const fanId = (seed: string, language: string, index: number): string => {
  const hex = [1, 2, 3]
    .map((salt) =>
      hash53(`${seed}/chat/fan/${language}/${index}`, salt).toString(16).padStart(14, "0").slice(-12),
    )
    .join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-b${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** The demo's chat fans for a seed: a few per interface language, the same for the same seed. */
export const chatFans = (seed: string, perLanguage = FANS_PER_LANGUAGE): ReadonlyArray<ChatFan> =>
  LOCALES.flatMap(({ language }) => {
    const rng = makeRng(`${seed}/chat/fans/${language}`);
    return Array.from({ length: perLanguage }, (_, index) => {
      const id = fanId(seed, language, index);
      const person = personName(rng, POOL_OF[language], rng.chance(0.35) ? "women" : "men");
      return { id, name: person.name, email: `fan.${id.slice(0, 8)}@${DEMO_EMAIL_DOMAIN}`, language };
    });
  });
