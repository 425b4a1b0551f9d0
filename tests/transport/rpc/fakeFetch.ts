import type { FetchLike } from "../../../transport/rpc/rpcRequest";

export interface RecordedRequest {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fetch that records every request and answers with whatever `respond` builds. */
export const fakeFetch = (respond: (url: string, init: RequestInit) => Response | Promise<Response>) => {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, init });
    return respond(url, init);
  };
  return { fetch, requests };
};

export const jsonResponse = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "content-type": "application/json; charset=utf-8", ...init.headers },
  });

/** An error answer as the server sends it: `Response-Result: ERROR` and a JSON body. */
export const errorResponse = (body: string, status = 400): Response =>
  new Response(body, {
    status,
    headers: { "content-type": "application/json", "Response-Result": "ERROR" },
  });
