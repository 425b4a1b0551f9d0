import { CLIENT_ID_STORAGE_KEY } from "../../../domain/realtime/messages";

/** The subset of the Web Storage API the client id needs (`localStorage` fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The id this browser presents on every connection: read from storage, created once and stored when
 * missing. NOTE: storage can be absent or throw (private modes, disabled cookies); the id then lives
 * only as long as the page, which the server must tolerate anyway.
 */
export const getOrCreateClientId = (storage: KeyValueStorage | undefined, createId: () => string): string => {
  const stored = readStored(storage);
  if (stored !== null) return stored;
  const id = createId();
  try {
    storage?.setItem(CLIENT_ID_STORAGE_KEY, id);
  } catch {
    // Kept in memory only: see the note above.
  }
  return id;
};

const readStored = (storage: KeyValueStorage | undefined): string | null => {
  try {
    const value = storage?.getItem(CLIENT_ID_STORAGE_KEY) ?? null;
    return value !== null && value.length > 0 ? value : null;
  } catch {
    return null;
  }
};
