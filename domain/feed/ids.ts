/**
 * Identifiers in the feed tree are joined with `->` from the sport down:
 * `sport->category->tournament->event->scope->market->outcome` (scores hang off a scope too).
 * Scopes are keyed `type--number` (`full_event--0`, `half--1`, `penalties--0`), scores `type--participant`
 * (`score--p1`), markets `type--key::value__key::value` with `nil` when there are no parameters
 * (`1x2--nil`, `over_under--total::2.5`).
 */
export const PATH_SEPARATOR = "->";

export const joinPath = (...parts: ReadonlyArray<string>): string => parts.join(PATH_SEPARATOR);
export const splitPath = (path: string): ReadonlyArray<string> => path.split(PATH_SEPARATOR);

export const scopeKey = (type: string, number: number): string => `${type}--${number}`;
export const FULL_EVENT_SCOPE = "full_event--0";
export const PENALTIES_SCOPE = "penalties--0";

export const scoreKey = (type: string, participant: string): string => `${type}--${participant}`;

export type MarketParameters = Readonly<Record<string, string>>;

/** `over_under` + `{total: "2.5"}` → `over_under--total::2.5`; keys sorted so one market has one name. */
export const marketName = (type: string, parameters: MarketParameters = {}): string => {
  const keys = Object.keys(parameters).sort();
  if (keys.length === 0) return `${type}--nil`;
  return `${type}--${keys.map((key) => `${key}::${parameters[key]}`).join("__")}`;
};

export const parseMarketName = (
  name: string,
): { readonly type: string; readonly parameters: MarketParameters } => {
  const at = name.indexOf("--");
  if (at < 0) return { type: name, parameters: {} };
  const type = name.slice(0, at);
  const rest = name.slice(at + 2);
  if (rest === "nil") return { type, parameters: {} };
  const parameters: Record<string, string> = {};
  for (const pair of rest.split("__")) {
    const sep = pair.indexOf("::");
    if (sep > 0) parameters[pair.slice(0, sep)] = pair.slice(sep + 2);
  }
  return { type, parameters };
};
