import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  freshNonce,
  gzipWithNonce,
  makeNonceMarker,
  noncedDocument,
  replaceMarker,
  withNonce,
} from "../../../server/ssr/pageNonce";

const marker = makeNonceMarker();

/** Documents with markers anywhere, including first, last and side by side. */
const documentWithMarkers = fc
  .array(fc.oneof(fc.string({ unit: "grapheme", maxLength: 300 }), fc.constant(marker)), { maxLength: 12 })
  .map((pieces) => pieces.join(""));

const chunksOf = async function* (text: string, cuts: ReadonlyArray<number>) {
  const bytes = Buffer.from(text);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const at = Math.min(bytes.length, cut);
    yield bytes.subarray(from, at);
    from = at;
  }
  yield bytes.subarray(from);
};

const collect = async (body: AsyncIterable<Buffer>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
};

describe("page nonces", () => {
  it("gives a fresh, unguessable nonce per call in CSP's base64 grammar", () => {
    const nonces = new Set(Array.from({ length: 1000 }, freshNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(makeNonceMarker()).not.toBe(marker);
  });

  it("joins a kept document's parts around each response's nonce, raw and gzip alike", async () => {
    await fc.assert(
      fc.asyncProperty(
        documentWithMarkers,
        fc.constantFrom(freshNonce(), freshNonce()),
        async (text, nonce) => {
          const document = await noncedDocument(Buffer.from(text), marker, 6);
          const expected = text.replaceAll(marker, nonce);
          expect(withNonce(document, nonce).toString()).toBe(expected);
          // gunzip checks the stream, its checksum and its length.
          expect(gunzipSync(gzipWithNonce(document, nonce)).toString()).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("compresses a large page about as well as gzipping it whole", async () => {
    const page = `<html>${'<div class="row">Team A 2 - 1 Team B</div>'.repeat(3000)}<script nonce="${marker}">x</script>${"<p>tail</p>".repeat(500)}</html>`;
    const document = await noncedDocument(Buffer.from(page), marker, 6);
    const spliced = gzipWithNonce(document, freshNonce());
    expect(gunzipSync(spliced).toString()).toContain("<script nonce=");
    expect(spliced.length).toBeLessThan(Buffer.from(page).length / 20);
  });

  it("replaces markers in a stream whatever the chunks cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        documentWithMarkers,
        fc.array(fc.nat({ max: 4000 }), { maxLength: 8 }),
        async (text, cuts) => {
          const nonce = freshNonce();
          expect(await collect(replaceMarker(chunksOf(text, cuts), marker, nonce))).toBe(
            text.replaceAll(marker, nonce),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
