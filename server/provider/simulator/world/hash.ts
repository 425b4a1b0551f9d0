/**
 * Fast non-cryptographic string hashes (cyrb53 family). Every id and every random stream of the world
 * derives from a string through these, so the same seed gives the same world on any machine.
 */

/** 53-bit hash as a safe integer. */
export const hash53 = (text: string, salt = 0): number => {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
};

/** 32-bit unsigned hash. */
export const hash32 = (text: string, salt = 0): number => hash53(text, salt) % 4294967296;

/** `length` base36 characters of the hash of `text` (at most 10: 53 bits hold 10 full base36 digits). */
export const base36Hash = (text: string, length: number): string =>
  hash53(text).toString(36).padStart(11, "0").slice(-length);

/**
 * A world entity id: a two-letter kind prefix and 8 base36 characters, 10 characters in all.
 * NOTE: kept under 11 characters on purpose: the product recognises event ids by a length of 11 or more.
 */
export const entityId = (prefix: string, path: string): string => `${prefix}${base36Hash(path, 8)}`;
