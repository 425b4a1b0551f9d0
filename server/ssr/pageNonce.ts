import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

const deflate = promisify(deflateRaw);

/**
 * Per-response nonces over shared renders. A page is rendered once with a per-process marker where each
 * nonce goes, kept split at the markers, and every response joins the parts with a nonce of its own, so
 * the HTML cache (issue 14) and a fresh nonce per response (issue 17) live together. The marker is 144
 * random bits: text on a page cannot name it, so no injected markup can be handed a nonce.
 */
export const makeNonceMarker = (): string => `nonce${randomBytes(18).toString("hex")}`;

/** 128 bits from the system's random source, in CSP's base64 nonce grammar. */
export const freshNonce = (): string => randomBytes(16).toString("base64");

/**
 * A document split where its nonces go, with each part gzip-compressed on its own. The parts are deflate
 * streams ended by a sync flush (byte-aligned, not final), so they chain with the nonces between them as
 * stored blocks into one gzip member without compressing anything per response; only the checksum over
 * the whole is computed again (zlib's crc32, some tens of microseconds for a large page).
 */
export interface NoncedDocument {
  readonly parts: ReadonlyArray<Buffer>;
  readonly deflated: ReadonlyArray<Buffer>;
  readonly length: number;
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

export const noncedDocument = async (raw: Buffer, marker: string, level: number): Promise<NoncedDocument> => {
  const parts = splitAtMarker(raw, marker);
  const deflated = await Promise.all(
    parts.map((part) => deflate(part, { level, finishFlush: constants.Z_SYNC_FLUSH })),
  );
  return { parts, deflated, length: parts.reduce((sum, part) => sum + part.length, 0) };
};

/** The document with `nonce` in each marker's place. */
export const withNonce = (document: NoncedDocument, nonce: string): Buffer => {
  const pieces: Buffer[] = [];
  const between = Buffer.from(nonce);
  document.parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
};

/** gzip header: deflate, no name or time, unknown OS (RFC 1952 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: what zlib writes to finish after a sync flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) deflate block, not final, at a byte boundary; nonces are far below 64 KB. */
const storedBlock = (bytes: Buffer): Buffer => {
  const header = Buffer.alloc(5);
  header[0] = 0;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
};

/** The gzip encoding of `withNonce(document, nonce)`, put together without compressing. */
export const gzipWithNonce = (document: NoncedDocument, nonce: string): Buffer => {
  const between = Buffer.from(nonce);
  const stored = storedBlock(between);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  document.deflated.forEach((deflated, index) => {
    if (index > 0) {
      pieces.push(stored);
      crc = crc32(between, crc);
    }
    pieces.push(deflated);
    crc = crc32(document.parts[index]!, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((document.length + between.length * (document.parts.length - 1)) >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
};

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
