import type { ServerResponse } from "node:http";
import { escapeHtml } from "../mail/escapeHtml";
import type { MailOutbox } from "../mail/MailOutbox";
import type { SentMail } from "../mail/mailMessage";

/** The development mailbox lives here; it is not mounted in production. */
export const DEV_MAILBOX_PATH = "/dev/mail";

const SHOWN_MAILS = 100;

const renderMail = (mail: SentMail): string => `
  <article>
    <h2>${escapeHtml(mail.subject)}</h2>
    <p class="meta">to ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.sentAt).toISOString())}</p>
    <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a> <code>${escapeHtml(link.url)}</code></li>`).join("")}</ul>
    <details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
  </article>`;

/** The newest mails of the outbox with their links, so sign-up and reset can be tried without SMTP. */
export const renderMailbox = (mails: ReadonlyArray<SentMail>): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>FunsClub · development mailbox</title>
  <style>
    body { font: 15px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
    article { border-bottom: 1px solid #ccc; padding: 0.5rem 0 1rem; }
    h2 { font-size: 1.05rem; margin: 0.5rem 0 0; }
    .meta { color: #666; margin: 0; }
    code { font-size: 0.8rem; color: #666; word-break: break-all; }
    pre { white-space: pre-wrap; }
  </style>
</head>
<body>
  <h1>Development mailbox</h1>
  <p>The newest ${SHOWN_MAILS} mails the server wrote instead of sending them. Not available in production.</p>
  ${mails.length === 0 ? "<p>No mail yet.</p>" : mails.map(renderMail).join("")}
</body>
</html>`;

export const serveMailbox = async (res: ServerResponse, outbox: MailOutbox): Promise<void> => {
  const html = renderMailbox(await outbox.list(SHOWN_MAILS));
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
    "cache-control": "no-store",
  });
  res.end(html);
};
