import { randomBytes, randomFillSync } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, crc32, deflateRaw } from "node:zlib";

const deflate = promisify(deflateRaw);
const brotli = promisify(brotliCompress);

/**
 * Per-response nonces over shared renders. A page is rendered once with a per-process marker where each
 * nonce goes and kept compressed up to its first marker; every response sends that compressed part as it
 * is, then the rest of the page (the few hundred bytes from the loader script on) with a nonce of its own,
 * uncompressed inside the same gzip or brotli stream. So the HTML cache (issue 14) and a fresh nonce per
 * response (issue 17) live together without compressing anything per response. The marker is 144 random
 * bits: text on a page cannot name it, so no injected markup can be handed a nonce.
 */
export const makeNonceMarker = (): string => `nonce${randomBytes(18).toString("hex")}`;

const NONCE_BYTES = 16;
/**
 * NOTE: every page response takes a nonce, and a call into the system's random source for each cost more
 * than the rest of sending a kept page (a profile of `npm run bench -- ssr`). So the source fills a pool
 * and each nonce takes the next 16 bytes of it, never reused: the same unpredictability, one call per 256.
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolAt = noncePool.length;

/** 128 bits from the system's random source, in CSP's base64 nonce grammar. */
export const freshNonce = (): string => {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
};

export interface NoncedDocument {
  /** The page up to its first marker (all of it when it has none). */
  readonly head: Buffer;
  /** `head` as deflate blocks ended by a sync flush: byte-aligned and not final, so more blocks follow. */
  readonly headDeflated: Buffer;
  /** `head` as a brotli stream flushed to a byte boundary, not finished. */
  readonly headBrotli: Buffer;
  readonly headCrc: number;
  /** What follows the first marker, split at the later ones. */
  readonly rest: ReadonlyArray<Buffer>;
}

export const splitAtMarker = (raw: Buffer, marker: string): ReadonlyArray<Buffer> => {
  const needle = Buffer.from(marker);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = raw.indexOf(needle, from); at >= 0; at = raw.indexOf(needle, from)) {
    parts.push(raw.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(raw.subarray(from));
  return parts;
};

export const noncedDocument = async (
  raw: Buffer,
  marker: string,
  options: { readonly gzipLevel: number; readonly brotliQuality: number },
): Promise<NoncedDocument> => {
  const [head, ...rest] = splitAtMarker(raw, marker);
  const [headDeflated, headBrotli] = await Promise.all([
    deflate(head!, { level: options.gzipLevel, finishFlush: constants.Z_SYNC_FLUSH }),
    brotli(head!, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: head!.length,
      },
    }),
  ]);
  return { head: head!, headDeflated, headBrotli, headCrc: crc32(head!), rest };
};

/** What follows the head with `nonce` in each marker's place (empty when the page has no marker). */
const restWith = (document: NoncedDocument, nonce: string): Buffer => {
  const between = Buffer.from(nonce);
  return Buffer.concat(document.rest.flatMap((part) => [between, part]));
};

/*
 * NOTE: the encodings below answer a response's bytes as chunks, the kept head shared and never copied: a
 * response is then written with one writev, and a busy page no longer makes a page-sized buffer of garbage
 * per request.
 */

/** The document with `nonce` in each marker's place. */
export const withNonce = (document: NoncedDocument, nonce: string): Buffer[] => [
  document.head,
  restWith(document, nonce),
];

/** gzip header: deflate, no name or time, unknown OS (RFC 1952 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: what zlib writes to finish after a sync flush. */
const DEFLATE_FINAL = Buffer.from([0x03, 0x00]);
const STORED_MAX = 0xffff;

/** Raw bytes as stored deflate blocks, not final, from a byte boundary (RFC 1951 3.2.4). */
const storedBlocks = (bytes: Buffer): Buffer[] => {
  const blocks: Buffer[] = [];
  for (let from = 0; from < bytes.length; from += STORED_MAX) {
    const chunk = bytes.subarray(from, from + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
};

/** The gzip encoding of `withNonce(document, nonce)`: the kept head, the rest in stored blocks. */
export const gzipWithNonce = (document: NoncedDocument, nonce: string): Buffer[] => {
  const rest = restWith(document, nonce);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, document.headCrc) >>> 0, 0);
  trailer.writeUInt32LE((document.head.length + rest.length) >>> 0, 4);
  return [GZIP_HEADER, document.headDeflated, Buffer.concat([...storedBlocks(rest), DEFLATE_FINAL, trailer])];
};

/** brotli meta-blocks hold at most 2^16 bytes with the 4-nibble length used here. */
const UNCOMPRESSED_MAX = 1 << 16;
/** ISLAST and ISLASTEMPTY set: the stream's end, from a byte boundary (RFC 7932 9.2). */
const BROTLI_LAST = Buffer.from([0x03]);

/**
 * Raw bytes as uncompressed brotli meta-blocks from a byte boundary (RFC 7932 9.2): ISLAST 0, MNIBBLES 4
 * (bits 00), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, then zero bits to the byte boundary: 20 bits, 3 bytes.
 */
const uncompressedMetaBlocks = (bytes: Buffer): Buffer[] => {
  const blocks: Buffer[] = [];
  for (let from = 0; from < bytes.length; from += UNCOMPRESSED_MAX) {
    const chunk = bytes.subarray(from, from + UNCOMPRESSED_MAX);
    const bits = ((chunk.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), chunk);
  }
  return blocks;
};

/** The brotli encoding of `withNonce(document, nonce)`: the kept head, the rest in uncompressed meta-blocks. */
export const brotliWithNonce = (document: NoncedDocument, nonce: string): Buffer[] => [
  document.headBrotli,
  Buffer.concat([...uncompressedMetaBlocks(restWith(document, nonce)), BROTLI_LAST]),
];

/** How many of the last bytes of `data` could be the start of `needle` (they wait for the next chunk). */
const heldBack = (data: Buffer, needle: Buffer): number => {
  for (let length = Math.min(needle.length - 1, data.length); length > 0; length--) {
    if (data.subarray(data.length - length).equals(needle.subarray(0, length))) return length;
  }
  return 0;
};

/**
 * Puts `nonce` in each marker's place in a stream of chunks (a page that is not kept). A marker may be
 * cut between two chunks, so the last bytes of a chunk that could begin one wait for the next; any other
 * chunk goes on whole at once (a page streams as it renders).
 */
export async function* replaceMarker(
  body: AsyncIterable<Uint8Array | string>,
  marker: string,
  nonce: string,
): AsyncGenerator<Buffer> {
  const needle = Buffer.from(marker);
  const replacement = Buffer.from(nonce);
  let carry = Buffer.alloc(0);
  for await (const chunk of body) {
    const data = Buffer.concat([carry, typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk)]);
    const pieces: Buffer[] = [];
    let from = 0;
    for (let at = data.indexOf(needle, from); at >= 0; at = data.indexOf(needle, from)) {
      pieces.push(data.subarray(from, at), replacement);
      from = at + needle.length;
    }
    const keep = Math.max(from, data.length - heldBack(data, needle));
    pieces.push(data.subarray(from, keep));
    carry = Buffer.from(data.subarray(keep));
    const out = Buffer.concat(pieces);
    if (out.length > 0) yield out;
  }
  if (carry.length > 0) yield carry;
}
