import type { Fixture } from "../types";
import { simulateBasketball } from "./basketball";
import { cutShort, neverPlayed } from "./fate";
import { simulateIceHockey } from "./iceHockey";
import { simulateSoccer } from "./soccer";
import { simulateTennis } from "./tennis";
import type { MatchTimeline } from "./types";
import { simulateVolleyball } from "./volleyball";

const playInFull = (fixture: Fixture): MatchTimeline => {
  switch (fixture.sportCode) {
    case "soccer":
      return simulateSoccer(fixture);
    case "tennis":
      return simulateTennis(fixture);
    case "basketball":
      return simulateBasketball(fixture);
    case "ice_hockey":
      return simulateIceHockey(fixture);
    case "volleyball":
      return simulateVolleyball(fixture);
  }
};

/**
 * The whole match of a fixture, precomputed and pure: the same fixture (and seed) always gives the
 * same timeline, whatever instant the simulator's clock asks about later.
 */
export const simulateMatch = (fixture: Fixture): MatchTimeline => {
  switch (fixture.fate) {
    case "cancelled":
    case "postponed":
      return neverPlayed(fixture, fixture.fate);
    case "interrupted":
    case "retired":
      return cutShort(fixture, playInFull(fixture), fixture.fate);
    case "normal":
      return playInFull(fixture);
  }
};
