/** A query value as text: the router parses values as JSON, so `?email=123` arrives as a number. */
export const searchText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
