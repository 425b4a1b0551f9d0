import {
  appPagePolicy,
  type PolicyOrigins,
  REPORTING_ENDPOINTS,
} from "../../domain/security/contentSecurityPolicy";
import { freshNonce, makeNonceMarker } from "./pageNonce";

/** What an app page's response needs from the Content Security Policy: its marker and its nonces. */
export interface PageSecurity {
  /** Rendered where each nonce goes (RenderRequest.nonce); never sent. */
  readonly marker: string;
  /** A nonce for one response and the headers whose policy allows it alone. */
  readonly issue: () => { readonly nonce: string; readonly headers: Readonly<Record<string, string>> };
}

export const makePageSecurity = (origins: PolicyOrigins): PageSecurity => ({
  marker: makeNonceMarker(),
  issue: () => {
    const nonce = freshNonce();
    return {
      nonce,
      headers: {
        "content-security-policy": appPagePolicy(nonce, origins),
        ...(origins.https ? { "reporting-endpoints": REPORTING_ENDPOINTS } : {}),
      },
    };
  },
});

const originOf = (url: string): string | undefined => (URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * The origins the policy names from the configuration: the external login providers' (a sign-in may
 * end on their page) and the public origin's websocket scheme (`'self'` covers it in browsers that
 * follow CSP 3; older Safari wants it named).
 */
export const policyOrigins = (config: {
  readonly publicUrl: string;
  readonly oidcProviders: ReadonlyArray<{ readonly issuer: string }>;
}): PolicyOrigins => {
  const publicUrl = new URL(config.publicUrl);
  const https = publicUrl.protocol === "https:";
  const formActions = [
    ...new Set(config.oidcProviders.flatMap((provider) => originOf(provider.issuer) ?? [])),
  ];
  return { https, formActions, connect: [`${https ? "wss" : "ws"}://${publicUrl.host}`] };
};
