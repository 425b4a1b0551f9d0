import { CLIENT_ID_PARAM, REALTIME_PATH, RECONNECT_PARAM } from "./messages";

/** The parts of `window.location` the URL depends on (a plain object so tests and Node can pass one). */
export interface PageLocation {
  /** With the trailing colon, as `location.protocol` gives it: `"http:"`, `"https:"`. */
  readonly protocol: string;
  /** Host name without port, as `location.hostname`. */
  readonly hostname: string;
  /** Host name with port, as `location.host`. */
  readonly host: string;
}

export interface RealtimeEndpoint {
  readonly page: PageLocation;
  /** The configured socket base host (with port); defaults to the page's host. */
  readonly host?: string;
  /** Defaults to REALTIME_PATH. */
  readonly path?: string;
}

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const isLocalHostname = (hostname: string): boolean =>
  LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith(".localhost");

/**
 * NOTE: plain `ws` only when the page itself is served over http or from the local machine; everywhere
 * else `wss`, since browsers block mixed content and proxies mangle unencrypted upgrades.
 */
export const realtimeScheme = (page: PageLocation): "ws" | "wss" =>
  page.protocol === "http:" || isLocalHostname(page.hostname) ? "ws" : "wss";

/**
 * The socket URL for one connection attempt. NOTE: the client id rides along on every attempt so the
 * server can recognise the same browser; `reconnect=true` tells it this is not the first attempt.
 */
export const buildRealtimeUrl = (
  endpoint: RealtimeEndpoint,
  clientId: string,
  options: { readonly reconnect: boolean },
): string => {
  const url = new URL(
    `${realtimeScheme(endpoint.page)}://${endpoint.host ?? endpoint.page.host}${endpoint.path ?? REALTIME_PATH}`,
  );
  url.searchParams.set(CLIENT_ID_PARAM, clientId);
  if (options.reconnect) url.searchParams.set(RECONNECT_PARAM, "true");
  return url.toString();
};
