import { parseCookieHeader } from "../../../domain/settings/cookieHeader.ts";
import {
  serializeCookieRemoval,
  settingCookieNamesIn,
  settingCookieOfEntry,
  storedEntryInCookies,
} from "../../../domain/settings/settingCookies.ts";
import type { StoragePort } from "../../../domain/settings/versionedEntry.ts";

/** What the adapter needs of `document`: its cookies, and its scheme for the `Secure` attribute. */
export interface CookieDocument {
  cookie: string;
  readonly location?: { readonly protocol: string } | null;
}

/**
 * The settings' versioned entries kept in the browser's cookies (one `fc_<name>_v<version>` cookie per
 * entry, see domain/settings/settingCookies.ts), so the server renders the first HTML with them. Keys no
 * settings cookie holds are not kept. Writing a setting removes its cookies of other versions; removing
 * it removes every version.
 */
export const browserCookieStorage = (doc: CookieDocument): StoragePort => {
  const secure = () => doc.location?.protocol === "https:";
  const removeAll = (key: string, except?: string) => {
    for (const name of settingCookieNamesIn(parseCookieHeader(doc.cookie), key)) {
      if (!except?.startsWith(`${name}=`)) doc.cookie = serializeCookieRemoval(name, { secure: secure() });
    }
  };
  return {
    getItem: (key) => storedEntryInCookies(parseCookieHeader(doc.cookie), key),
    setItem: (key, value) => {
      const cookie = settingCookieOfEntry(key, value, { secure: secure() });
      if (cookie === undefined) return;
      removeAll(key, cookie);
      doc.cookie = cookie;
    },
    removeItem: (key) => removeAll(key),
  };
};
