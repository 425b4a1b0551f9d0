import { Schema } from "effect";

/**
 * Cursor paging of the Statistics and Aggregator services (sports-data section 7): `first`/`after`
 * forward, with the spec's page info. A cursor is the position of an item in the ordered list, written
 * in base 36 behind a letter so that it reads as opaque and a bare number is refused.
 */
export const PageInfo = Schema.Struct({
  hasNextPage: Schema.Boolean,
  hasPreviousPage: Schema.Boolean,
  startCursor: Schema.NullOr(Schema.String),
  endCursor: Schema.NullOr(Schema.String),
  total: Schema.Number,
});
export type PageInfo = typeof PageInfo.Type;

export interface Page<T> {
  readonly nodes: ReadonlyArray<T>;
  readonly pageInfo: PageInfo;
}

export const cursorOf = (position: number): string => `c${position.toString(36)}`;

/** The position a cursor names, or undefined when it is not one of ours. */
export const positionOf = (cursor: string): number | undefined => {
  if (!/^c[0-9a-z]{1,8}$/.test(cursor)) return undefined;
  return Number.parseInt(cursor.slice(1), 36);
};

export interface PageRequest {
  readonly first: number;
  readonly after?: string | null | undefined;
}

export type PageError = { readonly kind: "first"; readonly max: number } | { readonly kind: "after" };

/**
 * The page of `items` after the cursor `after` (from the start without one), `first` items long. An
 * `after` past the end gives an empty page, not an error: the list may have shrunk since it was read.
 */
export const pageOf = <T>(
  items: ReadonlyArray<T>,
  request: PageRequest,
  max: number,
): Page<T> | PageError => {
  if (!Number.isInteger(request.first) || request.first < 1 || request.first > max)
    return { kind: "first", max };
  let start = 0;
  if (request.after !== undefined && request.after !== null) {
    const at = positionOf(request.after);
    if (at === undefined) return { kind: "after" };
    start = at + 1;
  }
  const end = Math.min(items.length, start + request.first);
  const nodes = start < items.length ? items.slice(start, end) : [];
  return {
    nodes,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length > 0 ? cursorOf(start) : null,
      endCursor: nodes.length > 0 ? cursorOf(end - 1) : null,
      total: items.length,
    },
  };
};

export const isPageError = <T>(result: Page<T> | PageError): result is PageError => "kind" in result;
