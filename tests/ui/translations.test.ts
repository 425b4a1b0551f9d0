import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/i18n/locales.ts";
import { PAGE_NAMESPACES } from "../../ui/i18n/namespaces.ts";

/** The type already requires every key in every locale; this checks what the type cannot see. */
const locales = import.meta.glob<Record<string, unknown>>("../../ui/i18n/locales/*.ts", {
  import: "translations",
  eager: true,
});
/** The pages' namespaces (ui/i18n/namespaces.ts), each a folder of the same nine languages. */
const pageStrings = import.meta.glob<Record<string, unknown>>("../../ui/i18n/pages/*/*.ts", {
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

const languageOfPath = (path: string) => path.replace(/^.*\/(.+)\.ts$/, "$1");

/** One namespace's files: every language, each with the English keys and placeholders. */
const describeNamespace = (name: string, files: Record<string, Record<string, unknown>>) =>
  describe(name, () => {
    const englishPath = Object.keys(files).find((path) => languageOfPath(path) === "en");
    const english = new Map(flatten(englishPath ? files[englishPath] : {}));

    it("has one resource file per interface language", () => {
      expect(Object.keys(files).map(languageOfPath).sort()).toEqual(
        LOCALES.map((locale) => locale.language).sort(),
      );
    });

    for (const [path, resources] of Object.entries(files)) {
      describeLanguage(path, resources, english);
    }
  });

const describeLanguage = (path: string, resources: Record<string, unknown>, english: Map<string, string>) =>
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

describe("interface translations", () => {
  describeNamespace("translation", locales);

  it("has a folder for every page namespace and no other", () => {
    const folders = new Set(Object.keys(pageStrings).map((path) => path.split("/").at(-2)));
    expect([...folders].sort()).toEqual([...PAGE_NAMESPACES].sort());
  });

  for (const namespace of PAGE_NAMESPACES) {
    describeNamespace(
      namespace,
      Object.fromEntries(
        Object.entries(pageStrings).filter(([path]) => path.split("/").at(-2) === namespace),
      ),
    );
  }
});
