import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/** The address a request comes from, as rate limits and reports count it. */
export type ClientAddressOf = (req: IncomingMessage) => string;

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 seen through a dual-stack socket. */
const plain = (address: string): string => {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
};

const familyOf = (address: string): "ipv4" | "ipv6" | undefined => {
  const version = isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : undefined;
};

/**
 * Reads TRUSTED_PROXIES: addresses and CIDR ranges (`10.0.0.0/8`, `::1`, `fd00::/8`), comma-separated.
 * Throws on an entry that is neither, so a typo stops the server at start instead of trusting nobody.
 */
export const parseTrustedProxies = (text: string): BlockList => {
  const list = new BlockList();
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")) {
    const [address = "", prefix] = entry.split("/");
    const family = familyOf(plain(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === "ipv4" ? 32 : 128;
    if (!family || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    }
    if (bits === undefined) list.addAddress(plain(address), family);
    else list.addSubnet(plain(address), bits, family);
  }
  return list;
};

const trusted = (proxies: BlockList, address: string): boolean => {
  const family = familyOf(address);
  return family !== undefined && proxies.check(address, family);
};

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy. Then the
 * `X-Forwarded-For` hops are read from the right (the nearest first), past every trusted proxy, and the
 * first untrusted one is the client. Anything a client wrote further left is never believed, and a
 * request that reaches us directly cannot name another address.
 */
export const makeClientAddress = (proxies: BlockList): ClientAddressOf => {
  // A socket's peer, and whether it is a proxy of ours, is decided once per connection: the check costs
  // more than a small RPC's whole answer (issue 10's get_current_time bench).
  const peers = new WeakMap<object, { readonly address: string; readonly proxy: boolean }>();
  return (req) => {
    let peer = peers.get(req.socket);
    if (!peer) {
      const address = plain(req.socket.remoteAddress ?? "");
      peer = { address, proxy: trusted(proxies, address) };
      peers.set(req.socket, peer);
    }
    if (!peer.proxy) return peer.address;
    const header = req.headers["x-forwarded-for"];
    const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map(plain)
      .filter((hop) => hop !== "");
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index]!;
      if (familyOf(hop) === undefined) return peer.address;
      if (!trusted(proxies, hop)) return hop;
    }
    // Every hop is a proxy of ours: the leftmost is as far as the chain goes.
    return hops[0] ?? peer.address;
  };
};
