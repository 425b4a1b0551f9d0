/**
 * The one text form of a value that the tip chain hashes: object keys sorted by UTF-16 code unit (what
 * `Array.prototype.sort` does), no whitespace, strings escaped as `JSON.stringify` escapes them, and
 * numbers in ECMAScript's shortest round-trip form (`Number.prototype.toString`, which the language fixes
 * digit for digit). Anyone who rebuilds an entry in another language must follow the same rules.
 */
export type CanonicalValue =
  | string
  | number
  | boolean
  | null
  | ReadonlyArray<CanonicalValue>
  | { readonly [key: string]: CanonicalValue };

export class NotCanonical extends Error {}

const numberText = (value: number): string => {
  if (!Number.isFinite(value)) throw new NotCanonical(`${value} has no canonical form`);
  // -0 would print as 0 anyway; said here so that no reader wonders.
  return Object.is(value, -0) ? "0" : JSON.stringify(value);
};

export const canonicalJson = (value: CanonicalValue): string => {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return numberText(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const object = value as { readonly [key: string]: CanonicalValue };
  const fields = Object.keys(object)
    .sort()
    .map((key) => {
      const field = object[key];
      if (field === undefined) throw new NotCanonical(`${key} is undefined`);
      return `${JSON.stringify(key)}:${canonicalJson(field)}`;
    });
  return `{${fields.join(",")}}`;
};
