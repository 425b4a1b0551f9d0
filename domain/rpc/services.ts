/** The RPC services mounted at `/{service}__api/rpc/{command}` (spec section 7 of both documents). */
export const RPC_SERVICES = [
  "auth",
  "funsclub-users",
  "funsclub-front-server",
  "funsclub-read",
  "funsclub-chat",
  "notification-feed",
  "translator",
] as const;

export type RpcService = (typeof RPC_SERVICES)[number];

export const isRpcService = (value: string): value is RpcService =>
  (RPC_SERVICES as ReadonlyArray<string>).includes(value);

/** Base path of a service, e.g. `/auth__api/rpc`. */
export const rpcBasePath = (service: RpcService): string => `/${service}__api/rpc`;

/** Full path of one command, e.g. `/funsclub-front-server__api/rpc/get_current_time`. */
export const rpcPath = (service: RpcService, command: string): string => `${rpcBasePath(service)}/${command}`;

/** Parses a request path into service and command; `undefined` when the path is not an RPC path at all. */
export const parseRpcPath = (
  path: string,
): { readonly service: string; readonly command: string } | undefined => {
  const match = /^\/([a-z][a-z0-9-]*)__api\/rpc\/([^/]*)\/?$/.exec(path);
  if (!match) return undefined;
  return { service: match[1]!, command: match[2]! };
};

/** Header that flags an error body. */
export const RESPONSE_RESULT_HEADER = "Response-Result";
export const RESPONSE_RESULT_ERROR = "ERROR";

/** The query parameter of the GET form: base64 of the JSON payload. */
export const RPC_GET_PAYLOAD_PARAM = "payload";

/** Largest accepted RPC body (JSON). Uploads have their own endpoint and limit. */
export const RPC_MAX_BODY_BYTES = 1_048_576;

/** Default client timeout for one call. */
export const RPC_DEFAULT_TIMEOUT_MS = 30_000;
