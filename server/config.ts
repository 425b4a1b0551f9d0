import { Schema } from "effect";
import { type OidcProviderSettings, parseOidcProviders } from "./accounts/external/providerSettings";
import { parseTrustedProxies } from "./http/clientAddress";
import { DEFAULT_MAIL_FROM, MailFrom, SmtpUrl } from "./mail/mailConfig";

/**
 * Server configuration, read from the environment with safe local defaults. Decoded with Schema so a
 * bad value stops the server at start with a clear message rather than misbehaving later.
 */
const Port = Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65_535 }));
const Speed = Schema.NumberFromString.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(10_000));

const Environment = Schema.Struct({
  PORT: Schema.optional(Port),
  HOST: Schema.optional(Schema.String),
  DATA_DIR: Schema.optional(Schema.String),
  DATABASE_URL: Schema.optional(Schema.String),
  SMTP_URL: Schema.optional(SmtpUrl),
  MAIL_FROM: Schema.optional(MailFrom),
  PUBLIC_URL: Schema.optional(Schema.String),
  SIM_SEED: Schema.optional(Schema.String),
  /** Where a new sports clock starts (an ISO date); real time by default. Cluster mode's tests pick a busy hour. */
  SIM_START: Schema.optional(
    Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/)),
  ),
  SIM_SPEED: Schema.optional(Speed),
  NODE_ENV: Schema.optional(Schema.String),
  LOG_LEVEL: Schema.optional(Schema.Literals(["debug", "info", "warn", "error", "silent"])),
  WEB_DIR: Schema.optional(Schema.String),
  SSR_DIR: Schema.optional(Schema.String),
  AUTH_SECRET: Schema.optional(Schema.String.check(Schema.isMinLength(32))),
  /** JSON, decoded by `parseOidcProviders` (which keeps client secrets out of its messages). */
  OIDC_PROVIDERS: Schema.optional(Schema.String),
  HTML_CACHE: Schema.optional(Schema.Literals(["on", "off"])),
  DEMO_TIPSTERS: Schema.optional(Schema.Literals(["on", "off"])),
  SIM_CHAT: Schema.optional(Schema.Literals(["0", "1", "off", "on"])),
  SIM_CONTROL: Schema.optional(Schema.Literals(["on", "off"])),
  ADDRESS_RATE_LIMITS: Schema.optional(Schema.Literals(["on", "off"])),
  TRUSTED_PROXIES: Schema.optional(Schema.String),
  INGEST: Schema.optional(Schema.Literals(["worker", "inline"])),
  ROLE: Schema.optional(Schema.Literals(["all", "gateway", "ingest"])),
  NATS_URL: Schema.optional(Schema.String),
  STATISTICS_WARMUP: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 1000 })),
  ),
  /** Web push's VAPID key pair (URL-safe base64, as web-push's generateVAPIDKeys gives) and its contact. */
  VAPID_PUBLIC_KEY: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{87}$/))),
  VAPID_PRIVATE_KEY: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{43}$/))),
  VAPID_SUBJECT: Schema.optional(Schema.String.check(Schema.isPattern(/^(mailto:\S+@\S+|https:\/\/\S+)$/))),
  DEMO_HISTORY_HOURS: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 168 })),
  ),
});

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where PGlite keeps its files; `memory://` keeps the database in memory (tests). */
  readonly dataDir: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  readonly databaseUrl: string | undefined;
  /** SMTP relay for mail (`smtp://` or `smtps://`, may hold credentials: never log it); unset, the outbox. */
  readonly smtpUrl: string | undefined;
  /** The From of every mail. */
  readonly mailFrom: string;
  readonly publicUrl: string;
  readonly simSeed: string;
  /** Where a new sports clock starts, epoch ms; undefined for real time. */
  readonly simStart: number | undefined;
  readonly simSpeed: number;
  readonly production: boolean;
  readonly logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** The built web app (vite build output). */
  readonly webDir: string;
  /** The app's server entry (vite build --ssr); next to the web app, `dist/web-ssr` by default. */
  readonly ssrDir: string;
  /**
   * Key that signs access tokens (at least 32 characters). When unset, one is generated on first start
   * and kept in the database, so tokens survive restarts and no secret lives in the repo.
   */
  readonly authSecret: string | undefined;
  /** External login providers (OpenID Connect); the development provider is added outside production. */
  readonly oidcProviders: ReadonlyArray<OidcProviderSettings>;
  /** The in-memory cache of anonymous server-rendered HTML; `HTML_CACHE=off` turns it off (benchmarks). */
  readonly htmlCache: boolean;
  /**
   * Simulated tipsters who publish and buy tips (server/tips/demo): on by default, off under
   * NODE_ENV=test unless DEMO_TIPSTERS=on; `DEMO_TIPSTERS=off` turns them off.
   */
  readonly demoTipsters: boolean;
  /**
   * Simulated fans who react in live matches' chats to goals, cards and final whistles (server/chat/demo):
   * on by default, off under NODE_ENV=test unless SIM_CHAT is set; `SIM_CHAT=0` turns them off.
   */
  readonly simChat: boolean;
  /**
   * `POST /dev/sim/advance` moves the simulator's clock on (server/dev/simControl.ts): SIM_CONTROL=on,
   * never in production. The browser tests turn it on to see matches finish and tips settle.
   */
  readonly simControl: boolean;
  /**
   * The account flows' limits per client address (accountPolicy.ts); `ADDRESS_RATE_LIMITS=off` lifts
   * them, never in production: the browser tests sign up dozens of users from 127.0.0.1 in one run. The
   * limits per account stay.
   */
  readonly addressRateLimits: boolean;
  /**
   * Hours of history a fresh demo replays before it runs in real time (server/provider/simulator/simClock.ts
   * `CatchUp`): with demo tipsters on and no tip in the database yet, the world starts this far back and
   * runs fast until it is now, so the record and the ranking are full within minutes. 0 turns it off.
   */
  readonly demoHistoryHours: number;
  /**
   * Tournaments per sport whose current and previous seasons the statistics side plays ahead, between
   * requests, once the server listens (`StatisticsProvider.warmUp`): 10 by default, 0 (off) under
   * NODE_ENV=test unless set.
   */
  readonly statisticsWarmUp: number;
  /**
   * The proxies in front of the server (TRUSTED_PROXIES: addresses and CIDR ranges, comma-separated):
   * only a request that reaches us through one of them has its client taken from X-Forwarded-For
   * (server/http/clientAddress.ts). None by default: every address is the socket's peer.
   */
  readonly trustedProxies: string;
  /**
   * Where the simulator and the feed engine's commit path run (issue 10 item 2): `worker` (the default: a
   * worker thread that owns PGlite, server/ingest/) keeps them off the serving event loop; `inline` runs
   * everything on one loop (less RSS: one isolate and one copy of the line; but the serving loop stalls
   * while the line opens or a fresh demo replays its day).
   */
  readonly ingest: "worker" | "inline";
  /**
   * Cluster mode (`npm run cluster`, server/cluster/): `gateway` serves, `ingest` runs the provider, the
   * feed's commit path and the timers once elected. `all` is the single process of `npm start`.
   */
  readonly role: "all" | "gateway" | "ingest";
  /** The cluster's NATS server; its roles need one. */
  readonly natsUrl: string | undefined;
  /**
   * Web push's VAPID keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither). Unset, a pair is
   * generated on first start and kept in the database, like the token signing key.
   */
  readonly vapidKeys: { readonly publicKey: string; readonly privateKey: string } | undefined;
  /** Who push services may contact about our pushes (VAPID_SUBJECT): a mailto: or https: URL; MAIL_FROM's address by default. */
  readonly vapidSubject: string;
}

/** Both halves of the pair or neither: half a pair would sign pushes no browser subscribed with. */
const vapidKeysOf = (publicKey: string | undefined, privateKey: string | undefined) => {
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined)
    throw new Error(
      "Invalid server configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    );
  return { publicKey, privateKey };
};

/** `mailto:` the sender's address (`FunsClub <no-reply@example.com>` gives `mailto:no-reply@example.com`). */
const mailtoOf = (mailFrom: string): string => `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;

/** The list as given, once it parses: a typo stops the server at start rather than trusting nobody. */
const checkedProxies = (text: string): string => {
  parseTrustedProxies(text);
  return text;
};

const blankToUndefined = (env: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );

export const loadConfig = (env: Record<string, string | undefined> = process.env): ServerConfig => {
  const decoded = Schema.decodeUnknownExit(Environment)(blankToUndefined(env));
  if (decoded._tag === "Failure") {
    throw new Error(`Invalid server configuration: ${String(decoded.cause)}`);
  }
  const e = decoded.value;
  const port = e.PORT ?? 3000;
  return {
    port,
    host: e.HOST ?? "0.0.0.0",
    dataDir: e.DATA_DIR ?? ".data",
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    simSeed: e.SIM_SEED ?? "funsclub",
    simStart: e.SIM_START === undefined ? undefined : Date.parse(e.SIM_START),
    simSpeed: e.SIM_SPEED ?? 1,
    production: e.NODE_ENV === "production",
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "warn" : "info"),
    webDir: e.WEB_DIR ?? "dist/web",
    ssrDir: e.SSR_DIR ?? `${(e.WEB_DIR ?? "dist/web").replace(/\/$/, "")}-ssr`,
    authSecret: e.AUTH_SECRET,
    oidcProviders: e.OIDC_PROVIDERS === undefined ? [] : parseOidcProviders(e.OIDC_PROVIDERS),
    htmlCache: e.HTML_CACHE !== "off",
    demoTipsters: e.DEMO_TIPSTERS === undefined ? e.NODE_ENV !== "test" : e.DEMO_TIPSTERS === "on",
    simChat: e.SIM_CHAT === undefined ? e.NODE_ENV !== "test" : e.SIM_CHAT === "1" || e.SIM_CHAT === "on",
    simControl: e.SIM_CONTROL === "on" && e.NODE_ENV !== "production",
    addressRateLimits: e.ADDRESS_RATE_LIMITS !== "off" || e.NODE_ENV === "production",
    demoHistoryHours: e.DEMO_HISTORY_HOURS ?? 24,
    statisticsWarmUp: e.STATISTICS_WARMUP ?? (e.NODE_ENV === "test" ? 0 : 10),
    trustedProxies: checkedProxies(e.TRUSTED_PROXIES ?? ""),
    ingest: e.INGEST ?? "worker",
    role: e.ROLE ?? "all",
    natsUrl: e.NATS_URL || undefined,
    vapidKeys: vapidKeysOf(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
    vapidSubject: e.VAPID_SUBJECT ?? mailtoOf(e.MAIL_FROM ?? DEFAULT_MAIL_FROM),
  };
};
