import { Effect, Exit, Schema } from "effect";
import {
  ApiError,
  HttpStatusError,
  InvalidErrorResponse,
  NetworkError,
  ResponseDecodeError,
  UnsupportedResponseError,
} from "../../domain/rpc/clientErrors";
import { ApiErrorList } from "../../domain/rpc/errors";
import { RESPONSE_RESULT_ERROR, RESPONSE_RESULT_HEADER } from "../../domain/rpc/services";

export type RpcResponseError =
  | ApiError
  | InvalidErrorResponse
  | HttpStatusError
  | NetworkError
  | UnsupportedResponseError
  | ResponseDecodeError;

const mediaType = (response: Response): string =>
  (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

const readText = (response: Response, uri: string) =>
  Effect.tryPromise({ try: () => response.text(), catch: (cause) => new NetworkError({ uri, cause }) });

const parseJson = Schema.decodeUnknownExit(Schema.fromJsonString(Schema.Unknown));
const parseErrorList = Schema.decodeUnknownExit(Schema.fromJsonString(ApiErrorList));

/**
 * Reads one RPC answer: the raw JSON value, or the text of a CSV body. The error flag is checked before
 * the status because the server sends its error lists with 4xx/5xx statuses.
 */
export const readRpcResponse = (
  response: Response,
  uri: string,
  durationMs: number,
): Effect.Effect<unknown, RpcResponseError> =>
  Effect.gen(function* () {
    if (response.headers.get(RESPONSE_RESULT_HEADER)?.toUpperCase() === RESPONSE_RESULT_ERROR) {
      const errors = parseErrorList(yield* readText(response, uri));
      if (Exit.isSuccess(errors)) return yield* new ApiError({ uri, errors: errors.value });
      return yield* new InvalidErrorResponse({ uri, status: response.status });
    }
    if (!response.ok) return yield* new HttpStatusError({ uri, status: response.status, durationMs });
    const type = mediaType(response);
    if (type === "text/csv") return yield* readText(response, uri);
    if (type !== "application/json") return yield* new UnsupportedResponseError({ uri, contentType: type });
    const json = parseJson(yield* readText(response, uri));
    if (Exit.isFailure(json))
      return yield* new ResponseDecodeError({ uri, message: "The body is not valid JSON" });
    return json.value;
  });
