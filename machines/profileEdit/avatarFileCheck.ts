import { MAX_UPLOAD_BYTES } from "../../domain/files/fileLimits.ts";

/**
 * The checks the browser makes on a picked avatar before uploading it (accounts spec section 5: uploads
 * are at most 10485760 bytes). They only spare the user a long upload that would be refused: the server
 * checks the bytes again and re-encodes the image, and its answer decides.
 */
export const AVATAR_MAX_BYTES = MAX_UPLOAD_BYTES;

export type AvatarFileProblem = "not_image" | "too_large" | "empty";

/** What is wrong with a picked file, judged by what the browser says of it; null when it may be sent. */
export const avatarFileProblem = (file: {
  readonly type: string;
  readonly size: number;
}): AvatarFileProblem | null => {
  // NOTE: the type comes from the file name's extension as the browser maps it; the server sniffs the bytes.
  if (!file.type.toLowerCase().startsWith("image/")) return "not_image";
  if (file.size === 0) return "empty";
  if (file.size > AVATAR_MAX_BYTES) return "too_large";
  return null;
};
