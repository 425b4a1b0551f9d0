import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { BodyTooLarge, readBody } from "../../http/readBody";
import { type DevAccounts, readIdentityForm } from "./devIdentities";
import { renderInteractionPage, renderProblemPage } from "./interactionPage";

const FORM_MAX_BYTES = 16_384;

const sendHtml = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
};

const GONE = "This sign-in request has expired or was already used.";

/**
 * The development provider's own pages: `GET {base}/{uid}` shows who can sign in, `POST {base}/{uid}/login`
 * signs in as the chosen or typed identity, `POST {base}/{uid}/abort` cancels (the app gets access_denied).
 */
export const makeInteractionRoutes = (options: {
  readonly provider: Provider;
  readonly accounts: DevAccounts;
  readonly basePath: string;
}) => {
  const { provider, accounts, basePath } = options;
  const pattern = new RegExp(`^${basePath}/([A-Za-z0-9_-]{1,128})(?:/(login|abort))?$`);

  const serve = async (
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ) => {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid) return sendHtml(res, 400, renderProblemPage(GONE));
    const actionBase = `${basePath}/${uid}`;
    if (action === undefined) return sendHtml(res, 200, renderInteractionPage({ actionBase }));
    if (action === "abort") {
      return provider.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "The sign-in was cancelled",
      });
    }
    const body = await readBody(req, FORM_MAX_BYTES).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return undefined;
      throw error;
    });
    const form = new URLSearchParams(body?.toString("utf8") ?? "");
    const read = readIdentityForm(form);
    if ("problem" in read) {
      const typed = { name: form.get("name") ?? "", email: form.get("email") ?? "" };
      return sendHtml(res, 400, renderInteractionPage({ actionBase, problem: read.problem, typed }));
    }
    const accountId = accounts.remember(read.identity);
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId, remember: false } },
      { mergeWithLastSubmission: false },
    );
  };

  return (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | undefined => {
    const match = pattern.exec(url.pathname);
    if (!match) return undefined;
    const action = match[2];
    if (req.method !== (action === undefined ? "GET" : "POST")) {
      return Promise.resolve(
        sendHtml(res, 405, renderProblemPage("This page only answers the sign-in form.")),
      );
    }
    return serve(req, res, match[1]!, action);
  };
};
