import type { ServerResponse } from "node:http";

/** Where a load balancer or a supervisor asks whether a process serves. */
export const HEALTH_PATH = "/healthz";

export const sendHealth = (
  res: ServerResponse,
  body: Readonly<Record<string, unknown>> = { status: "ok" },
): void => {
  res
    .writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
    .end(JSON.stringify(body));
};
