/**
 * The persisted-query hash: hex sha256 of the printed document, through WebCrypto, which browsers and
 * Node 20 both expose on `globalThis.crypto`. urql's own default reaches for `window` or `require`,
 * neither of which exists in an ES module under Node.
 */
export const sha256Hex = async (text: string): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
};
