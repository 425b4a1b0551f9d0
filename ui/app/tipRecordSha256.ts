/** Lowercase hex of a digest, as the server's `sha256` writes it. */
const hex = (digest: ArrayBuffer): string =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * SHA-256 of each text's UTF-8 bytes through the browser's own WebCrypto (`crypto.subtle`), so the
 * visitor's check runs on code the page did not bring.
 */
export const webCryptoSha256 = (texts: ReadonlyArray<string>): Promise<ReadonlyArray<string>> => {
  const encoder = new TextEncoder();
  return Promise.all(
    texts.map(async (text) => hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)))),
  );
};
