import { LOCALES } from "../../domain/i18n/locales";

/**
 * A translation provider (issue 11 item 3): the text of a message in another interface language, or
 * undefined when it has none. Asynchronous, as any real one calls a service.
 */
export interface ChatTranslator {
  readonly translate: (text: string, from: string, to: string) => Promise<string | undefined>;
}

/** The default: no translations, so every reader sees the original. */
export const noTranslator: ChatTranslator = { translate: async () => undefined };

/**
 * The message in every other interface language the translator gives, to be stored with it. A failing
 * or slow provider costs the message its translations, never the message itself.
 */
export const translateMessage = async (
  translator: ChatTranslator,
  text: string,
  from: string,
  timeoutMs = 2_000,
): Promise<Record<string, string>> => {
  if (translator === noTranslator) return {};
  const targets: string[] = LOCALES.map((locale) => locale.language).filter((language) => language !== from);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  const results = await Promise.all(
    targets.map((to) =>
      Promise.race([translator.translate(text, from, to).catch(() => undefined), timeout]).then(
        (translated): readonly [string, string | undefined] => [to, translated],
      ),
    ),
  );
  clearTimeout(timer);
  const translates: Record<string, string> = {};
  for (const [to, translated] of results)
    if (translated !== undefined && translated !== text) translates[to] = translated;
  return translates;
};
