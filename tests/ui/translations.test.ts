import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/i18n/locales.ts";
import { translations as en } from "../../ui/i18n/locales/en.ts";

/** The type already requires every key in every locale; this checks what the type cannot see. */
const locales = import.meta.glob<Record<string, unknown>>("../../ui/i18n/locales/*.ts", {
  import: "translations",
  eager: true,
});

const flatten = (value: unknown, prefix = ""): Array<[string, string]> =>
  typeof value === "string"
    ? [[prefix, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        flatten(child, prefix ? `${prefix}.${key}` : key),
      );

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

const english = new Map(flatten(en));

describe("interface translations", () => {
  it("has one resource file per interface language", () => {
    const files = Object.keys(locales).map((path) => path.replace(/^.*\/(.+)\.ts$/, "$1"));
    expect(files.sort()).toEqual(LOCALES.map((locale) => locale.language).sort());
  });

  for (const [path, resources] of Object.entries(locales)) {
    describe(path.replace(/^.*\//, ""), () => {
      const entries = flatten(resources);

      it("gives a non-empty text for every English key and nothing more", () => {
        expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of entries) expect(text.trim(), key).not.toBe("");
      });

      it("keeps the English placeholders", () => {
        for (const [key, text] of entries)
          expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      });
    });
  }
});
