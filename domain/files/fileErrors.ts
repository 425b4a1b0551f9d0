/**
 * Catalogue codes of the file endpoints (`POST /files__api/upload`, `GET /files/{fileId}`) and of an
 * avatar given to `update_user_profile`. A refused upload answers the usual error list.
 */
export const FileErrorCode = {
  /** The file (or the request body) is over MAX_UPLOAD_BYTES, or the image over MAX_IMAGE_PIXELS (413). */
  tooLarge: "file.too_large",
  /** The file is not a JPEG, PNG, WebP or GIF image (415). */
  unsupportedType: "file.unsupported_type",
  /** The body is not multipart/form-data with exactly one `file` part (400). */
  invalidUpload: "file.invalid_upload",
  /** No such file; for an avatar, also a file that belongs to someone else (404). */
  notFound: "file.not_found",
} as const;
export type FileErrorCode = (typeof FileErrorCode)[keyof typeof FileErrorCode];
