/**
 * HAProxy in front of the gateways, on the one public port. Websockets stay on the gateway that took
 * them (`timeout tunnel`); a gateway that stops answering `/healthz` leaves the rotation within about three
 * seconds, and its sockets reconnect to the others. The client's address travels in X-Forwarded-For, which
 * the gateways trust from loopback only (TRUSTED_PROXIES).
 */
export const haproxyConfig = (options: {
  readonly port: number;
  /** HAProxy's runtime API (a gateway drained or made ready without a reload). */
  readonly adminSocket: string;
  readonly gateways: ReadonlyArray<{ readonly name: string; readonly port: number }>;
}): string =>
  [
    "global",
    // Within the usual 20,000 open files: HAProxy needs two per connection.
    "  maxconn 9000",
    `  stats socket ${options.adminSocket} mode 600 level admin`,
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout tunnel 1h",
    "  timeout http-keep-alive 10s",
    "frontend web",
    `  bind 127.0.0.1:${options.port}`,
    "  default_backend gateways",
    "backend gateways",
    "  balance leastconn",
    "  option httpchk GET /healthz",
    "  http-check expect status 200",
    // A dead gateway refuses the check at once and leaves within 3 s, before any client's reconnect
    // pause ends; a busy one gets 5 s to answer, and its established websockets are left alone.
    "  timeout check 5s",
    "  default-server check inter 1s fall 3 rise 2",
    ...options.gateways.map((gateway) => `  server ${gateway.name} 127.0.0.1:${gateway.port}`),
    "",
  ].join("\n");
