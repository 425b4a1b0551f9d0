const escapeText = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The spec's error page ('Error :(' with the message and Reload) when the app itself could not render:
 * plain HTML in the app's colours, readable without scripts; Reload is a link to the same address. Its
 * style carries the response's nonce (the app page policy allows no other inline style).
 */
export const errorDocument = (message: string, nonce: string): string => `<!doctype html>
<html lang="en" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Error · FunsClub</title>
<style nonce="${nonce}">body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f131a;color:#e8edf5;font:16px/1.5 system-ui,sans-serif}
main{text-align:center;padding:24px}h1{font-size:2rem;margin:0 0 8px;color:#ff6b6b}a{display:inline-block;margin-top:16px;padding:10px 20px;border-radius:10px;background:#3b82f6;color:#fff;text-decoration:none;font-weight:600}</style>
</head><body><main role="alert"><h1>Error :(</h1><p>${escapeText(message)}</p><a href="">Reload</a></main></body></html>`;
