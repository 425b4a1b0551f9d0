/**
 * Which console lines and page errors are React's hydration problems. Plain TypeScript (no Playwright), so
 * the classifier has its own unit test under tests/browser-unit.
 *
 * NOTE: React 19 reports a mismatch it recovers from through `onRecoverableError`, whose default
 * (`reportError`) surfaces as an uncaught page error rather than a console line; development builds also log
 * the readable texts below, production builds only the minified error numbers. Both kinds pass through here.
 */
const HYDRATION_TEXTS: readonly RegExp[] = [
  /Hydration failed because/i,
  /A tree hydrated but some attributes of the server rendered HTML didn't match/i,
  /Text content does not match server-rendered HTML/i,
  /There was an error while hydrating/i,
  /Hydration mismatch/i,
  // React 18's development warnings, still logged by libraries that bundle it.
  /Expected server HTML to contain a matching/i,
  /Prop `[^`]+` did not match\. Server:/i,
  /did not match\. Server: .* Client: /i,
  /server rendered HTML didn't match the client/i,
];

/**
 * The production error numbers of hydration (react.dev/errors/N): 418 a mismatch, 419 a Suspense boundary
 * the server could not finish, 422 and 423 a root or boundary switched to client rendering after an error
 * while hydrating, 425 text that differs from the server's.
 */
export const HYDRATION_ERROR_CODES: readonly number[] = [418, 419, 422, 423, 425];

const MINIFIED_CODE =
  /(?:Minified React error #|react\.dev\/errors\/|reactjs\.org\/docs\/error-decoder\.html\?invariant=)(\d+)/g;

/** True when the text is one of React's hydration warnings or errors, readable or minified. */
export const isHydrationMessage = (text: string): boolean => {
  if (HYDRATION_TEXTS.some((pattern) => pattern.test(text))) return true;
  for (const match of text.matchAll(MINIFIED_CODE)) {
    if (HYDRATION_ERROR_CODES.includes(Number(match[1]))) return true;
  }
  return false;
};

/** The console types React writes its hydration reports with. */
export const isReportingConsoleType = (type: string): boolean => type === "error" || type === "warning";

/** One finding per report: where it came from and its first lines (React appends a long component stack). */
export const describeHydrationReport = (source: "console" | "page error", text: string): string => {
  const lines = text.split("\n");
  const head = lines.slice(0, 3).join(" ").replace(/\s+/g, " ").trim();
  return `${source}: ${head}${lines.length > 3 ? " …" : ""}`;
};
