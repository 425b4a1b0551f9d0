import type { ViteManifest } from "../../../domain/ssr/pageRenderer.ts";
import { SSR_PAYLOAD_ID, type SsrPayload, scriptSafeJson } from "../../../domain/ssr/ssrPayload.ts";

/**
 * The built index.html cut where React's HTML goes, without the title and description a page replaces,
 * and without its module scripts, which the document loads once its first paint is on screen.
 */
export interface DocumentTemplate {
  readonly head: string;
  readonly body: string;
  readonly tail: string;
  /** The entry's module scripts (`/static/initial-….js`), in index.html's order. */
  readonly scripts: ReadonlyArray<string>;
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

const ROOT = '<div id="root"></div>';

export const parseTemplate = (template: string): DocumentTemplate => {
  const at = template.indexOf(ROOT);
  const headEnd = template.indexOf("</head>");
  if (at < 0 || headEnd < 0 || headEnd > at)
    throw new Error("index.html has no </head> before its #root element");
  const scripts = [...template.slice(0, headEnd).matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  const head = template
    .slice(0, headEnd)
    .replace(MODULE_SCRIPT, "")
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, "")
    .replace(/<html lang="[^"]*" data-theme="[^"]*">/, "<html>");
  return {
    head,
    scripts,
    body: template.slice(headEnd, at),
    // The no-script note of the client-only app goes: the page is there without scripts now.
    tail: template.slice(at + ROOT.length).replace(/\s*<noscript>[\s\S]*?<\/noscript>/, ""),
  };
};

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The chunks and styles a page needs beyond the start-up files index.html already lists. */
export const pageAssets = (
  manifest: ViteManifest,
  sources: ReadonlyArray<string>,
  template: string,
): { readonly scripts: ReadonlyArray<string>; readonly styles: ReadonlyArray<string> } => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  // What index.html loads anyway (the start-up chunk and its styles) is not listed twice.
  const listed = (file: string) => template.includes(`/${file}"`);
  return {
    scripts: [...scripts].filter((file) => !listed(file)),
    styles: [...styles].filter((file) => !listed(file)),
  };
};

/**
 * Without scripts nothing can be accepted or saved: the cookie banner would only be in the way. A
 * stylesheet file rather than an inline style, so the head carries no nonce (server/ssr/pageNonce.ts keeps
 * everything before the first nonce compressed once).
 */
const NO_SCRIPT_STYLE = '<noscript><link rel="stylesheet" href="/noscript.css"></noscript>';

/** `<html>` with the visitor's language and theme, then the head up to React's root element. */
export const documentStart = (
  template: DocumentTemplate,
  options: {
    readonly lang: string;
    readonly theme: string;
    readonly headTags: string;
    readonly styles: ReadonlyArray<string>;
  },
): string => {
  const styles = options.styles.map(
    (file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`,
  );
  const head = template.head.replace(
    "<html>",
    `<html lang="${escapeAttribute(options.lang)}" data-theme="${escapeAttribute(options.theme)}">`,
  );
  return `${head}${options.headTags}\n${[...styles, NO_SCRIPT_STYLE].join("\n")}\n${template.body}<div id="root">`;
};

/**
 * Loads the app once the page has painted: the page's own chunks as module preloads, then the entry. Until
 * then nothing but the document and its stylesheet is on the line, so the first paint waits for no script.
 * It goes when the browser reports the first contentful paint, or after a second at the latest (no paint
 * timing, a hidden tab). Without scripts the page stays as rendered.
 * NOTE: the entry comes through `import()`, not a `<script src>`: under Trusted Types a script's `src` takes
 * only a TrustedScriptURL, and the policy allows no Trusted Types policy at all. The import carries this
 * script's nonce; the preloads get it too, for browsers without `'strict-dynamic'`.
 */
export const scriptLoader = (
  nonce: string,
  entry: ReadonlyArray<string>,
  preloads: ReadonlyArray<string>,
): string =>
  `<script nonce="${escapeAttribute(nonce)}">(function(){var d=document,w=window,done=0,n=d.currentScript.nonce,e=${scriptSafeJson(
    entry,
  )},p=${scriptSafeJson(preloads.map((file) => `/${file}`))};` +
  `function go(){if(done++)return;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";` +
  `l.href=h;l.crossOrigin="";l.nonce=n;d.head.appendChild(l)});e.forEach(function(s){import(s)})}` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)})` +
  `.observe({type:"paint",buffered:true})}catch(x){w.requestAnimationFrame(function(){setTimeout(go,0)})}` +
  `setTimeout(go,1000)})()</script>`;

/**
 * After React's HTML: the payload the browser resumes from, the app's loader, then the rest of index.html.
 * The loader is the one script that runs, so it alone carries the nonce, at the very end of the page. The
 * payload is a data block, never run: the policy has nothing to say about it, and a nonce there would put
 * the page's largest part after the first nonce, outside what is compressed once.
 */
export const documentEnd = (
  template: DocumentTemplate,
  payload: SsrPayload,
  pageScripts: ReadonlyArray<string>,
  nonce: string,
): string =>
  `</div><script type="application/json" id="${SSR_PAYLOAD_ID}">${scriptSafeJson(payload)}</script>${scriptLoader(
    nonce,
    template.scripts,
    pageScripts,
  )}${template.tail}`;
