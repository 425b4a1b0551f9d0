import { Schema } from "effect";
import { ApiErrorItem, apiError, type ErrorType } from "../../domain/rpc/errors";

/** The one error a handler may fail with: a catalogue list, sent as it is with `Response-Result: ERROR`. */
export class ApiFailure extends Schema.TaggedError<ApiFailure>()("ApiFailure", {
  errors: Schema.NonEmptyArray(ApiErrorItem),
}) {
  static of(code: string, type: ErrorType, message: string): ApiFailure {
    return new ApiFailure({ errors: [apiError(code, type, message)] });
  }
}
