import type { AddressInfo } from "node:net";
import type { CustomFetch } from "openid-client";

/** Where this process itself listens, as seen from inside it: a wildcard address means loopback. */
export const loopbackOrigin = (address: AddressInfo | string | null): string | undefined => {
  if (address === null || typeof address === "string") return undefined;
  const host =
    address.address === "0.0.0.0" || address.address === "::"
      ? "127.0.0.1"
      : address.family === "IPv6"
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
};

/**
 * NOTE: the development provider lives in this very process, under PUBLIC_URL. The server calls it
 * (discovery, token, user info) over loopback rather than through PUBLIC_URL, which may not be reachable
 * from inside (a container's mapped port, a proxy); the forwarded headers make the provider answer with
 * the public addresses the browser uses.
 */
export const loopbackFetch =
  (publicUrl: string, localOrigin: () => string | undefined): CustomFetch =>
  (url, options) => {
    const target = new URL(url);
    const publicOrigin = new URL(publicUrl);
    const local = localOrigin();
    if (target.origin !== publicOrigin.origin || local === undefined)
      return fetch(url, options as RequestInit);
    return fetch(local + target.pathname + target.search, {
      ...(options as RequestInit),
      headers: {
        ...options.headers,
        "x-forwarded-host": publicOrigin.host,
        "x-forwarded-proto": publicOrigin.protocol.slice(0, -1),
      },
    });
  };
