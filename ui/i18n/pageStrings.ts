/**
 * The pages' string namespaces (namespaces.ts), a chunk per namespace and language. This map of chunks
 * is itself fetched only by a page that needs one, so the start-up JS does not carry an entry for every
 * namespace in every language.
 */
const chunks = import.meta.glob<Record<string, unknown>>("./pages/*/*.ts", { import: "translations" });

export const loadPageStrings = (language: string, namespace: string): Promise<Record<string, unknown>> => {
  const load = chunks[`./pages/${namespace}/${language}.ts`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language} in ${namespace}`));
};
