/**
 * Upload limits (accounts spec section 5: "Uploads: maximum size 10485760 bytes"). The browser checks the
 * size before sending; the server enforces every limit again.
 */

/** Largest accepted file, in bytes of the file itself. */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** Room for the multipart envelope (boundaries, part headers) around the file in a request body. */
export const MULTIPART_OVERHEAD_BYTES = 16_384;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = "file";

/** Image formats accepted on upload (as the image decoder names them). */
export const ACCEPTED_IMAGE_FORMATS = ["jpeg", "png", "webp", "gif"] as const;

/** Largest image accepted, in pixels (width × height), so a small file cannot expand into gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Stored images fit inside a square of this side, in pixels (never enlarged). */
export const STORED_IMAGE_MAX_SIDE = 512;

/** Every stored image is re-encoded to this type. */
export const STORED_IMAGE_CONTENT_TYPE = "image/webp";
