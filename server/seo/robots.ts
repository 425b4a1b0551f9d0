import { EXTERNAL_LOGIN_BASE_PATH } from "../../domain/accounts/externalLogin";
import { SITEMAP_INDEX_PATH } from "../../domain/seo/sitemapPaths";

/**
 * Paths no crawler should read, each with why. Pages sit under the locale segment (`/en-us/sign-in`):
 * `/*` stands for it. Rules are prefixes, so `/*\/reset-password` covers the sent-mail page below it too.
 */
const DISALLOWED: ReadonlyArray<readonly [path: string, why: string]> = [
  ["/dev/", "development pages (mailbox, login provider): absent in production"],
  ["/*/sign-in", "signing in"],
  ["/*/sign-up", "registration"],
  ["/*/reset-password", "password reset request and its sent-mail page"],
  ["/*/password/reset/", "new password by mailed link"],
  ["/*/email-verification/", "e-mail verification, first and after a change"],
  ["/*/user/verify/", "verification by mailed link"],
  ["/*/oauth/callback", "return from an external login provider"],
  [`${EXTERNAL_LOGIN_BASE_PATH}/`, "the server's redirects to external login providers"],
  ["/*/settings/", "signed-in settings (password, e-mail, notifications)"],
  ["/*/user-profile/settings", "signed-in profile settings"],
  ["/*/cache/monitoring", "the spec's internal monitoring page"],
  ["/*__api/", "RPC and upload APIs"],
  ["/graphql/", "GraphQL API"],
];

/**
 * `/robots.txt`. There are no staff pages yet (translators edit texts in place, on public pages); user
 * files under `/files/` are public avatars and stay allowed, like the built app under `/static/`, which
 * crawlers need to render pages.
 */
export const robotsTxt = (publicUrl: string): string =>
  [
    "# NOTE: `*` inside a path is the wildcard Google and Bing honour (RFC 9309 leaves it to crawlers);",
    "# every page lives under a locale segment (/en-us/, /es-es/...), which `/*/` matches whatever it is.",
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.flatMap(([path, why]) => [`# ${why}`, `Disallow: ${path}`]),
    "",
    `Sitemap: ${publicUrl}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
