import { useTranslation } from "react-i18next";

const names = new Map<string, Intl.DisplayNames | null>();

const displayNames = (language: string): Intl.DisplayNames | null => {
  let found = names.get(language);
  if (found === undefined) {
    try {
      found = new Intl.DisplayNames(language, { type: "region", fallback: "none" });
    } catch {
      found = null;
    }
    names.set(language, found);
  }
  return found;
};

/**
 * A country's name in the page's language from the ISO code the statistics give (`gb` → United Kingdom);
 * the code in capitals when the runtime has no name for it (a subdivision such as `gb-eng`).
 */
export const useCountryName = () => {
  const { i18n } = useTranslation();
  const names = displayNames(i18n.language);
  return (code: string): string => {
    const upper = code.trim().toUpperCase();
    if (upper === "") return "";
    try {
      return names?.of(upper) ?? upper;
    } catch {
      return upper;
    }
  };
};
