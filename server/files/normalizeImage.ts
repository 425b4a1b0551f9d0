import { Effect } from "effect";
import sharp from "sharp";
import {
  ACCEPTED_IMAGE_FORMATS,
  MAX_IMAGE_PIXELS,
  STORED_IMAGE_CONTENT_TYPE,
  STORED_IMAGE_MAX_SIDE,
} from "../../domain/files/fileLimits";
import { FileFailure } from "./fileFailures";

const isAccepted = (format: string | undefined): boolean =>
  (ACCEPTED_IMAGE_FORMATS as ReadonlyArray<string | undefined>).includes(format);

/**
 * Checks that the bytes are an accepted image and re-encodes them: turned upright by their EXIF
 * orientation, every metadata block dropped (EXIF, GPS, ICC, XMP), fitted inside
 * STORED_IMAGE_MAX_SIDE² without enlarging, WebP (the first frame of an animation). Decoding runs on
 * libuv's thread pool. What is stored is always our own encoding, never the uploaded bytes.
 */
export const normalizeImage = Effect.fn("files.normalizeImage")(function* (bytes: Uint8Array) {
  // The header only: the format and size are known before any pixel is decoded.
  const metadata = yield* Effect.tryPromise({
    try: () => sharp(bytes, { limitInputPixels: false }).metadata(),
    catch: () => FileFailure.unsupportedType(),
  });
  if (!isAccepted(metadata.format)) return yield* Effect.fail(FileFailure.unsupportedType());
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    return yield* Effect.fail(FileFailure.tooManyPixels());
  }
  const data = yield* Effect.tryPromise({
    try: () =>
      sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(STORED_IMAGE_MAX_SIDE, STORED_IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
    // A header that promised an image over a body that is not one (truncated, corrupt).
    catch: () => FileFailure.unsupportedType(),
  });
  return { contentType: STORED_IMAGE_CONTENT_TYPE, data };
});
