import { FileErrorCode } from "../../domain/files/fileErrors";
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, UPLOAD_FIELD } from "../../domain/files/fileLimits";
import { ApiFailure } from "../rpc/ApiFailure";

/** The catalogue failures of the file endpoints, one constructor per outcome. */
export const FileFailure = {
  tooLarge: () =>
    ApiFailure.of(
      FileErrorCode.tooLarge,
      "PAYLOAD_TOO_LARGE",
      `The file is larger than ${MAX_UPLOAD_BYTES} bytes`,
    ),
  tooManyPixels: () =>
    ApiFailure.of(
      FileErrorCode.tooLarge,
      "PAYLOAD_TOO_LARGE",
      `The image is larger than ${MAX_IMAGE_PIXELS} pixels`,
    ),
  unsupportedType: () =>
    ApiFailure.of(
      FileErrorCode.unsupportedType,
      "UNSUPPORTED_MEDIA_TYPE",
      "The file is not a JPEG, PNG, WebP or GIF image",
    ),
  invalidUpload: (detail: string) =>
    ApiFailure.of(
      FileErrorCode.invalidUpload,
      "BAD_REQUEST",
      `Send multipart/form-data with one "${UPLOAD_FIELD}" part: ${detail}`,
    ),
  notFound: () => ApiFailure.of(FileErrorCode.notFound, "NOT_FOUND", "No such file"),
};
