import {
  Category,
  FeedEvent,
  type FeedLevel,
  Market,
  Outcome,
  Scope,
  Score,
  Sport,
  Tournament,
} from "./tree";

type Node = Record<string, unknown>;

/**
 * A shallow copy of a node of the tree at `level`, for the fold's copy on write.
 *
 * NOTE: the fold's cost is its copies. A node with exactly its schema's fields in the schema's order (what
 * the server sends and what the fold itself makes) is copied by an object literal, which V8 builds from a
 * ready shape, several times faster than Object.assign or a spread; any other node (a missing field, an
 * extra one, another order) is copied field by field, so nothing is ever lost.
 */
export const copyNode = (level: FeedLevel, node: Node): Node => {
  const keys = SCHEMA_KEYS[level];
  if (!hasKeys(node, keys)) return Object.assign({}, node);
  switch (level) {
    case "outcome":
      return copyOutcome(node as unknown as Outcome) as unknown as Node;
    case "market":
      return copyMarket(node as unknown as Market) as unknown as Node;
    case "score":
      return copyScore(node as unknown as Score) as unknown as Node;
    case "scope":
      return copyScope(node as unknown as Scope) as unknown as Node;
    case "event":
      return copyEvent(node as unknown as FeedEvent) as unknown as Node;
    case "tournament":
      return copyTournament(node as unknown as Tournament) as unknown as Node;
    case "category":
      return copyCategory(node as unknown as Category) as unknown as Node;
    case "sport":
      return copySport(node as unknown as Sport) as unknown as Node;
  }
};

/** Each level's fields in schema order; the literals below list them in the same order (tested). */
export const SCHEMA_KEYS: Record<FeedLevel, ReadonlyArray<string>> = {
  sport: Object.keys(Sport.fields),
  category: Object.keys(Category.fields),
  tournament: Object.keys(Tournament.fields),
  event: Object.keys(FeedEvent.fields),
  scope: Object.keys(Scope.fields),
  market: Object.keys(Market.fields),
  outcome: Object.keys(Outcome.fields),
  score: Object.keys(Score.fields),
};

// NOTE: for…in, not Object.keys: on a plain object it walks V8's cached key list without allocating.
const hasKeys = (node: Node, keys: ReadonlyArray<string>): boolean => {
  let i = 0;
  for (const key in node) if (key !== keys[i++]) return false;
  return i === keys.length;
};

const copyOutcome = (o: Outcome): Outcome => ({
  id: o.id,
  code: o.code,
  coefficient: o.coefficient,
  locked: o.locked,
  updatedAt: o.updatedAt,
});

const copyMarket = (m: Market): Market => ({
  id: m.id,
  type: m.type,
  parameters: m.parameters,
  locked: m.locked,
  outcomes: m.outcomes,
});

const copyScore = (s: Score): Score => ({ type: s.type, teamId: s.teamId, value: s.value });

const copyScope = (s: Scope): Scope => ({
  type: s.type,
  number: s.number,
  locked: s.locked,
  markets: s.markets,
  scores: s.scores,
});

const copyEvent = (e: FeedEvent): FeedEvent => ({
  id: e.id,
  sportId: e.sportId,
  categoryId: e.categoryId,
  tournamentId: e.tournamentId,
  startTime: e.startTime,
  bb: e.bb,
  status: e.status,
  finishedAt: e.finishedAt,
  totalOutcomes: e.totalOutcomes,
  participants: e.participants,
  extraInfo: e.extraInfo,
  locked: e.locked,
  currentScope: e.currentScope,
  scopes: e.scopes,
});

const copyTournament = (t: Tournament): Tournament => ({
  id: t.id,
  sportId: t.sportId,
  categoryId: t.categoryId,
  name: t.name,
  slug: t.slug,
  priority: t.priority,
  cashOutAvailable: t.cashOutAvailable,
  events: t.events,
});

const copyCategory = (c: Category): Category => ({
  id: c.id,
  sportId: c.sportId,
  name: c.name,
  icon: c.icon,
  slug: c.slug,
  priority: c.priority,
  tournaments: c.tournaments,
});

const copySport = (s: Sport): Sport => ({
  id: s.id,
  code: s.code,
  name: s.name,
  priority: s.priority,
  kind: s.kind,
  categories: s.categories,
});
