import { Base64 } from "effect/encoding";
import { RPC_GET_PAYLOAD_PARAM, type RpcService, rpcPath } from "../../domain/rpc/services";

export type RpcMethod = "GET" | "POST";

/** The fetch the client needs; narrower than `typeof fetch` so tests and Node can pass their own. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface RpcRequestInput {
  /** Empty for same origin (relative URLs in the browser); an absolute origin in Node. */
  readonly baseUrl: string;
  readonly service: RpcService;
  readonly command: string;
  readonly method: RpcMethod;
  /** Already encoded with the command's payload schema: plain JSON. */
  readonly payload: unknown;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

export interface RpcRequest {
  readonly url: string;
  readonly init: RequestInit;
}

const ACCEPT = "application/json, text/csv";

// NOTE: Base64.encode turns the string into UTF-8 bytes first (btoa alone throws on non-Latin-1), and
// the server reads it back with Buffer.from(x, "base64").toString("utf8").
export const encodeGetPayload = (payload: unknown): string => Base64.encode(JSON.stringify(payload ?? {}));

export const rpcUrl = (baseUrl: string, service: RpcService, command: string): string =>
  `${baseUrl.replace(/\/+$/, "")}${rpcPath(service, command)}`;

/** The URL and init of one call, without the abort signal (added by whoever owns the timeout). */
export const buildRpcRequest = (input: RpcRequestInput): RpcRequest => {
  const url = rpcUrl(input.baseUrl, input.service, input.command);
  if (input.method === "GET") {
    const query = new URLSearchParams({ [RPC_GET_PAYLOAD_PARAM]: encodeGetPayload(input.payload) });
    return {
      url: `${url}?${query.toString()}`,
      init: { method: "GET", headers: { accept: ACCEPT, ...input.headers } },
    };
  }
  return {
    url,
    init: {
      method: "POST",
      headers: { accept: ACCEPT, "content-type": "application/json", ...input.headers },
      body: JSON.stringify(input.payload ?? {}),
    },
  };
};
