/**
 * The browser-side defences every response carries (issue 17), in one place: the Content Security Policy
 * of app pages (strict, nonce-based, with Trusted Types), the development policy Vite's hot reload needs,
 * and the headers that stop framing, leaking referrers and sharing a browsing context. Pure: the server
 * passes the nonce and its origins in. docs/security.md gives the reason for every directive.
 */

/** Where browsers send violation reports: `report-uri` (all browsers) and the `report-to` group below. */
export const CSP_REPORT_PATH = "/security__api/csp-report";
/** The Reporting API endpoint's name, declared by `Reporting-Endpoints`. */
export const CSP_REPORT_GROUP = "csp";

/** What the production policy allows beyond this origin. */
export interface PolicyOrigins {
  /** External login providers' origins: a form may end there (`form-action`). */
  readonly formActions: ReadonlyArray<string>;
  /** Origins the app connects to beyond its own (the websocket's, when it is served elsewhere). */
  readonly connect: ReadonlyArray<string>;
  /** Served over https: mixed content is upgraded. */
  readonly https: boolean;
}

type Directives = ReadonlyArray<readonly [string, ...string[]]>;

const serialize = (directives: Directives): string =>
  directives.map((directive) => directive.join(" ")).join("; ");

/**
 * `report-uri` always; `report-to` only over https. NOTE: Chromium (156) sends no report at all from an
 * http page whose policy names `report-to`, not even to `report-uri`; over https it uses `report-to` only.
 */
const reporting = (https: boolean): Directives => [
  ["report-uri", CSP_REPORT_PATH],
  ...(https ? ([["report-to", CSP_REPORT_GROUP]] as Directives) : []),
];

/**
 * The one Trusted Types policy the app may create: registering the service worker is a script-URL sink,
 * and this policy lets through `/sw.js` and nothing else (ui/app/webPush.ts).
 */
export const SERVICE_WORKER_POLICY = "funsclub-sw";

/**
 * The policy of every app page: scripts run only with this response's nonce, and what they load
 * (`strict-dynamic`); no plugin, no `<base>`, no framing; styles from our files or with the nonce, never
 * an inline `style` attribute from markup; Trusted Types with one policy, the service worker's URL, so no other string ever
 * becomes HTML or script. Browsers that lack a directive ignore it, never loosen the rest.
 */
export const appPagePolicy = (nonce: string, origins: PolicyOrigins): string =>
  serialize([
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'"],
    ["style-src", "'self'", `'nonce-${nonce}'`],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...origins.connect],
    // The service worker (/sw.js, issue 11 web push): same origin only.
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'", ...origins.formActions],
    ["require-trusted-types-for", "'script'"],
    // One policy only, whose one URL is the service worker's (`SERVICE_WORKER_POLICY`).
    ["trusted-types", SERVICE_WORKER_POLICY],
    ...(origins.https ? ([["upgrade-insecure-requests"]] as Directives) : []),
    ...reporting(origins.https),
  ]);

/**
 * `npm run dev`: Vite's client and React's refresh preamble are inline and evaluated, its styles are
 * injected `<style>` elements, and hot reload talks over a websocket. Framing and plugins stay off, and
 * violations are still reported, so a page that would break in production shows it here too.
 */
export const developmentPolicy = (): string =>
  serialize([
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-inline'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["connect-src", "'self'", "ws:", "wss:"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    ...reporting(false),
  ]);

/**
 * The service worker's own script (/sw.js): it may fetch from our origin only (pages, and the offline
 * page it keeps), and nothing else; the everything-else policy would stop its fetches.
 */
export const SERVICE_WORKER_SCRIPT_POLICY = serialize([
  ["default-src", "'none'"],
  ["connect-src", "'self'"],
  ["img-src", "'self'"],
]);

/**
 * Files users upload and anything else that is not a page: nothing may run or load if a browser is
 * talked into rendering one as a document (an SVG with a script, a JSON answer opened in a tab).
 */
export const NOT_A_PAGE_POLICY = serialize([
  ["default-src", "'none'"],
  ["frame-ancestors", "'none'"],
  ["sandbox"],
]);

/**
 * Powerful features the product does not use, denied to the page and to anything it embeds. Only names
 * Chromium knows: an unknown one is logged as an error on every page.
 */
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");

/** Two years, the preload list's minimum; subdomains too (none serves plain http). */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Headers of every response, whatever it is. `Cross-Origin-Resource-Policy` is `same-origin` here;
 * share images (and the widgets of issue 16) say `cross-origin` themselves.
 */
export const baseSecurityHeaders = (https: boolean): Readonly<Record<string, string>> => ({
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": PERMISSIONS_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
  ...(https ? { "strict-transport-security": HSTS } : {}),
});

/** The Reporting API's endpoint list, sent with every policy that says `report-to` (https only). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * Pages whose address holds a secret (a mailed token, a login's return): no referrer leaves them and no
 * cache keeps them. Paths after the locale: `/en-us/password/reset/{token}`. The verification page after
 * sign-up (`/email-verification/{userId}/{email}`) holds an address, so it is one too, as is the account
 * settings' later `/user-profile/email-verification/…`.
 */
const TOKEN_PAGE =
  /^\/[^/]+\/(?:password\/reset\/|user\/verify\/|(?:user-profile\/)?email-verification\/|oauth\/callback(?:[/?#]|$))/;

export const isTokenPage = (pathname: string): boolean => TOKEN_PAGE.test(pathname);

/** What a token page adds to (and overrides in) the headers of its document. */
export const TOKEN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};
