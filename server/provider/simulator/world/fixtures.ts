import type { Fixture } from "../types";
import { FixtureBook } from "./fixtureBook";
import type { World } from "./model";

const books = new WeakMap<World, Map<string, FixtureBook>>();

/**
 * The shared fixture book of a world and seed, with the default result oracle. A simulator that wants
 * brackets to follow its match engine's results makes its own `new FixtureBook(world, seed, oracle)`.
 */
export const fixtureBook = (world: World, seed: string): FixtureBook => {
  let bySeed = books.get(world);
  if (!bySeed) {
    bySeed = new Map();
    books.set(world, bySeed);
  }
  let book = bySeed.get(seed);
  if (!book) {
    book = new FixtureBook(world, seed);
    bySeed.set(seed, book);
  }
  return book;
};

/** Every fixture of the five sports starting in [fromMs, toMs): by UTC day, then start time and id. */
export const fixturesBetween = (world: World, seed: string, fromMs: number, toMs: number): Fixture[] =>
  fixtureBook(world, seed).between(fromMs, toMs);

/** The fixture with this id, from its day alone (the id carries the day). */
export const fixtureById = (world: World, seed: string, id: string): Fixture | undefined =>
  fixtureBook(world, seed).byId(id);
