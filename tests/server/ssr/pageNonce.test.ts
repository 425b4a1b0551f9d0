import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  brotliWithNonce,
  freshNonce,
  gzipWithNonce,
  makeNonceMarker,
  noncedDocument,
  replaceMarker,
  withNonce,
} from "../../../server/ssr/pageNonce";

const marker = makeNonceMarker();
const LEVELS = { gzipLevel: 6, brotliQuality: 5 };

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

  it("puts each response's nonce in a kept document, raw, gzip and brotli alike", async () => {
    await fc.assert(
      fc.asyncProperty(
        documentWithMarkers,
        fc.constantFrom(freshNonce(), freshNonce()),
        async (text, nonce) => {
          const document = await noncedDocument(Buffer.from(text), marker, LEVELS);
          const expected = text.replaceAll(marker, nonce);
          expect(Buffer.concat(withNonce(document, nonce)).toString()).toBe(expected);
          // Both decoders check the whole stream (gunzip its checksum and length too).
          expect(gunzipSync(Buffer.concat(gzipWithNonce(document, nonce))).toString()).toBe(expected);
          expect(brotliDecompressSync(Buffer.concat(brotliWithNonce(document, nonce))).toString()).toBe(
            expected,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("sends a rest longer than one stored block or meta-block", async () => {
    const text = `<p>head</p>${marker}${"x".repeat(70_000)}${marker}${"y".repeat(140_000)}`;
    const document = await noncedDocument(Buffer.from(text), marker, LEVELS);
    const nonce = freshNonce();
    const expected = text.replaceAll(marker, nonce);
    expect(gunzipSync(Buffer.concat(gzipWithNonce(document, nonce))).toString()).toBe(expected);
    expect(brotliDecompressSync(Buffer.concat(brotliWithNonce(document, nonce))).toString()).toBe(expected);
  });

  it("compresses a page whose nonce comes at its end as well as compressing it whole", async () => {
    const page = `<html>${'<div class="row">Team A 2 - 1 Team B</div>'.repeat(3000)}<script nonce="${marker}">x</script></html>`;
    const document = await noncedDocument(Buffer.from(page), marker, LEVELS);
    const nonce = freshNonce();
    const whole = Buffer.from(page.replace(marker, nonce));
    expect(Buffer.concat(gzipWithNonce(document, nonce)).length).toBeLessThan(gzipSync(whole).length + 64);
    expect(Buffer.concat(brotliWithNonce(document, nonce)).length).toBeLessThan(
      brotliCompressSync(whole).length + 64,
    );
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
