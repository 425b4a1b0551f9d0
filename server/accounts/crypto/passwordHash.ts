import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { Effect } from "effect";

/**
 * Password hashing with scrypt (node:crypto, no dependency). The stored form names its parameters —
 * `scrypt$N$r$p$salt$hash`, base64url — so they can be raised later without breaking older hashes.
 * NOTE: scrypt runs on libuv's thread pool, so hashing does not hold the event loop.
 */
export interface ScryptParameters {
  readonly cost: number;
  readonly blockSize: number;
  readonly parallelization: number;
}

/** N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash. */
export const STRONG_SCRYPT: ScryptParameters = { cost: 2 ** 15, blockSize: 8, parallelization: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, params: ScryptParameters): Effect.Effect<Buffer> => {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelization,
    // Node's default ceiling (32 MiB) is exactly what N = 2^15, r = 8 needs; leave headroom.
    maxmem: 256 * params.cost * params.blockSize * params.parallelization,
  };
  return Effect.callback<Buffer>((resume) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      resume(error ? Effect.die(error) : Effect.succeed(key)),
    );
  });
};

export const hashPassword = (
  password: string,
  params: ScryptParameters = STRONG_SCRYPT,
): Effect.Effect<string> =>
  Effect.gen(function* () {
    const salt = randomBytes(SALT_LENGTH);
    const key = yield* derive(password, salt, params);
    const { cost, blockSize, parallelization } = params;
    return [
      "scrypt",
      cost,
      blockSize,
      parallelization,
      salt.toString("base64url"),
      key.toString("base64url"),
    ].join("$");
  });

const parse = (stored: string) => {
  const [scheme, cost, blockSize, parallelization, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return undefined;
  const params = {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelization: Number(parallelization),
  };
  if (!Object.values(params).every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  return { params, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
};

/** True when `password` matches `stored`; compared in constant time. A malformed hash never matches. */
export const verifyPassword = (password: string, stored: string): Effect.Effect<boolean> =>
  Effect.gen(function* () {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = yield* derive(password, parsed.salt, parsed.params);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  });

/**
 * A hash of nothing anyone knows, checked when an address has no account, so that "no such account"
 * takes as long as "wrong password" and the timing does not tell which addresses are registered.
 */
export const makeDecoyHash = (params: ScryptParameters = STRONG_SCRYPT): Effect.Effect<string> =>
  hashPassword(randomBytes(24).toString("base64url"), params);
