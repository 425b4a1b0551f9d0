/**
 * The `where` and `orderBy` arguments of the statistics lists (sports-data section 7): filters are an
 * `and` of `eq` conditions on named fields, orders a list of field paths with directions. Each list
 * declares the fields it can be filtered and ordered by; any other field path is refused, so a query
 * cannot reach into what a list does not mean to expose.
 */
export interface FieldEq {
  readonly fieldPath: string;
  readonly value: string;
}

export interface ListFilter {
  readonly and?: ReadonlyArray<ListFilter> | null;
  readonly eq?: FieldEq | null;
}

export type SortDirection = "ASC" | "DESC";

export interface ListOrder {
  readonly fieldPath: string;
  readonly direction: SortDirection;
}

/**
 * How a list reads its fields: by path, as a string or number (for `eq` and ordering), or as several
 * strings for a field with more than one value (a match's teams), which `eq` matches by any of them.
 */
export type ListFields<T> = Readonly<Record<string, (item: T) => string | number | ReadonlyArray<string>>>;

const sortable = (value: string | number | ReadonlyArray<string>): string | number =>
  typeof value === "object" ? (value[0] ?? "") : value;

export type ListQueryError = { readonly kind: "unknown_field"; readonly fieldPath: string };

const matcher = <T>(filter: ListFilter, fields: ListFields<T>): ((item: T) => boolean) | ListQueryError => {
  const tests: Array<(item: T) => boolean> = [];
  if (filter.eq) {
    const read = fields[filter.eq.fieldPath];
    if (!read) return { kind: "unknown_field", fieldPath: filter.eq.fieldPath };
    const value = filter.eq.value;
    tests.push((item) => {
      const field = read(item);
      return typeof field === "object" ? field.includes(value) : String(field) === value;
    });
  }
  for (const inner of filter.and ?? []) {
    const test = matcher(inner, fields);
    if (typeof test !== "function") return test;
    tests.push(test);
  }
  return (item) => tests.every((test) => test(item));
};

/** The items that pass `where`, ordered by `orderBy` (then by their given order: the sort is stable). */
export const queryList = <T>(
  items: ReadonlyArray<T>,
  fields: ListFields<T>,
  where: ListFilter | null | undefined,
  orderBy: ReadonlyArray<ListOrder> | null | undefined,
): ReadonlyArray<T> | ListQueryError => {
  let out: ReadonlyArray<T> = items;
  if (where) {
    const test = matcher(where, fields);
    if (typeof test !== "function") return test;
    out = out.filter(test);
  }
  if (orderBy && orderBy.length > 0) {
    const keys: Array<{ read: (item: T) => string | number | ReadonlyArray<string>; sign: number }> = [];
    for (const order of orderBy) {
      const read = fields[order.fieldPath];
      if (!read) return { kind: "unknown_field", fieldPath: order.fieldPath };
      keys.push({ read, sign: order.direction === "DESC" ? -1 : 1 });
    }
    out = out
      .map((item, index) => ({ item, index }))
      .sort((a, b) => {
        for (const { read, sign } of keys) {
          const x = sortable(read(a.item));
          const y = sortable(read(b.item));
          if (x < y) return -sign;
          if (x > y) return sign;
        }
        return a.index - b.index;
      })
      .map(({ item }) => item);
  }
  return out;
};

export const isListQueryError = <T>(result: ReadonlyArray<T> | ListQueryError): result is ListQueryError =>
  "kind" in result;
