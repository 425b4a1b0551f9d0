import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TOAST_AUTO_CLOSE_MS } from "../../../machines/toasts/toastTypes.ts";

const stylesheet = readFileSync(join(import.meta.dirname, "../../../ui/toasts/toasts.css"), "utf8");

describe("the toast's timer bar", () => {
  // The machine closes the toast; the stylesheet empties its bar (no style attribute under the page's CSP).
  it("empties over the machine's auto-close time", () => {
    const declared = [...stylesheet.matchAll(/--toast-auto-close:\s*(\d+)ms;/g)].map((match) =>
      Number(match[1]),
    );
    expect(declared).toEqual([TOAST_AUTO_CLOSE_MS]);
    expect(stylesheet).toMatch(/\.toast__timer\s*\{[^}]*animation-duration:\s*var\(--toast-auto-close\);/);
  });
});
