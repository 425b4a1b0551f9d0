import { Schema } from "effect";
import type { FullSport } from "../sports/catalogue";

/** What happens in a match that a user may be told of (accounts spec section 4, sport event types). */
export const SPORT_EVENT_TYPES = [
  "START",
  "FINISH",
  "CANCEL",
  "INTERRUPT",
  "POSTPONE",
  "RETIRE",
  "GOAL",
  "HALF_TIME",
  "PENALTY_SHOOTOUT",
  "YELLOW_CARD",
  "RED_CARD",
  "SUBSTITUTION",
  "PENALTY_MISSED",
  "PENALTY_AWARDED",
] as const;
export const SportEventType = Schema.Literals(SPORT_EVENT_TYPES);
export type SportEventType = typeof SportEventType.Type;

/** Reminders before a match starts, in minutes: 5, 15, 30 minutes, 1 and 3 hours; one per sport at most. */
export const REMINDER_MINUTES = [5, 15, 30, 60, 180] as const;
export const ReminderMinutes = Schema.Literals(REMINDER_MINUTES);
export type ReminderMinutes = typeof ReminderMinutes.Type;

export const SOCIAL_TYPES = ["STARTED_FOLLOWING", "NEW_TIP_FROM_FOLLOWING", "TIP_SOLD"] as const;
export const SocialType = Schema.Literals(SOCIAL_TYPES);
export type SocialType = typeof SocialType.Type;

export const NEWS_TYPES = ["NEWS_PUBLISHED"] as const;
export const NewsType = Schema.Literals(NEWS_TYPES);
export type NewsType = typeof NewsType.Type;

/**
 * The sport events each sport has (accounts spec: soccer offers reminder, start, goal, finish first;
 * the others reminder, start, finish), then the rest of the list where the sport has such a thing.
 * `main` are the options the sport sheet shows first; `more` the others.
 */
export const SPORT_EVENTS_BY_SPORT: Readonly<
  Record<
    FullSport,
    { readonly main: ReadonlyArray<SportEventType>; readonly more: ReadonlyArray<SportEventType> }
  >
> = {
  soccer: {
    main: ["START", "GOAL", "FINISH"],
    more: [
      "HALF_TIME",
      "YELLOW_CARD",
      "RED_CARD",
      "SUBSTITUTION",
      "PENALTY_AWARDED",
      "PENALTY_MISSED",
      "PENALTY_SHOOTOUT",
      "CANCEL",
      "INTERRUPT",
      "POSTPONE",
    ],
  },
  tennis: { main: ["START", "FINISH"], more: ["RETIRE", "CANCEL", "INTERRUPT", "POSTPONE"] },
  ice_hockey: {
    main: ["START", "FINISH"],
    more: ["GOAL", "PENALTY_SHOOTOUT", "CANCEL", "INTERRUPT", "POSTPONE"],
  },
  basketball: { main: ["START", "FINISH"], more: ["HALF_TIME", "CANCEL", "INTERRUPT", "POSTPONE"] },
  volleyball: { main: ["START", "FINISH"], more: ["CANCEL", "INTERRUPT", "POSTPONE"] },
};

/** Every sport event a sport offers, main first. */
export const sportEventsOf = (sport: FullSport): ReadonlyArray<SportEventType> => [
  ...SPORT_EVENTS_BY_SPORT[sport].main,
  ...SPORT_EVENTS_BY_SPORT[sport].more,
];
