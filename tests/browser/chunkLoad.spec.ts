import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * A page chunk that does not arrive (sports-data section 8): the page reloads itself once, and a second
 * failure within the window shows the error page with the ChunkLoadError and its Reload button instead of
 * reloading again. Run `npx vite build` first.
 */

/**
 * The sign-in page's lazy chunk (not useSignInNext, which the shell loads), found through the build's
 * manifest: chunks are named by their hash alone.
 */
const signInChunkFile = (): string => {
  const manifest = JSON.parse(
    readFileSync(join(process.env.WEB_DIR ?? "dist/web", ".vite", "manifest.json"), "utf8"),
  ) as Record<string, { readonly file: string }>;
  const key = Object.keys(manifest).find((source) => source.endsWith("auth/SignInPage.tsx"));
  if (!key) throw new Error("No SignInPage chunk in the build's manifest: run npx vite build first");
  return manifest[key]!.file;
};

/** Every document the tab loads: the first visit, then each reload. */
const countDocumentLoads = (page: Page) => {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
};

test.describe("a page chunk that fails to load", () => {
  test("reloads the page once, then shows the error with Reload, which recovers once the chunk is back", async ({
    page,
    checkPage,
  }) => {
    const file = signInChunkFile();
    const SIGN_IN_CHUNK = (url: URL) => url.pathname === `/${file}`;
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const loads = countDocumentLoads(page);
    let refused = 0;
    await page.route(SIGN_IN_CHUNK, (route) => {
      refused++;
      return route.abort("failed");
    });

    await page.goto("/en-us/sign-in");
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Error :(" })).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText("Part of this page could not be loaded");
    await expect(alert).toContainText(
      new RegExp(`Loading chunk failed \\(error: http://[^)]+/${escaped}\\)`),
    );
    await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
    // Some time for a second reload to start, had the page decided on one.
    await page.waitForTimeout(1_500);
    expect(loads, "the first visit and exactly one automatic reload").toHaveLength(2);
    expect(refused).toBeGreaterThanOrEqual(2);
    await checkPage("error page after a failed chunk");

    await page.unroute(SIGN_IN_CHUNK);
    await alert.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible({ timeout: 20_000 });
    expect(loads).toHaveLength(3);
  });

  test("reloads once for a failed stylesheet too", async ({ page }) => {
    // NOTE: no page has a stylesheet of its own in today's build (the app's CSS is one file in the entry),
    // so the failure is dispatched the way Vite's preload helper dispatches it.
    const loads = countDocumentLoads(page);
    await page.goto("/en-us/");
    // The page is server-rendered: it is on screen before the app (and its watcher) runs.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__react")),
    );
    const failStylesheet = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), {
          payload: new Error(`Unable to preload CSS for ${location.origin}/assets/page-x.css`),
        });
        window.dispatchEvent(event);
      });
    await Promise.all([page.waitForEvent("load"), failStylesheet()]);
    expect(loads).toHaveLength(2);
    await expect(page.locator("main")).toBeVisible();

    // Within the window: no second reload.
    await failStylesheet();
    await page.waitForTimeout(1_500);
    expect(loads).toHaveLength(2);
  });
});
