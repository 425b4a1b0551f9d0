import { describeViolation, seriousViolations } from "./checks/axeCheck.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The page checks themselves, on pages made here (no app): a check that cannot fail would pass every spec.
 * The fixture's own end-of-test check skips these pages (they are not served by the app).
 */
test.describe("the axe check", () => {
  test("reports low contrast and a nameless button with their targets, and nothing on a clean page", async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
      <h1>Check</h1>
      <p id="faint" style="color:#777;background:#888">Hard to read</p>
      <button id="nameless"></button>
      <a id="renamed" href="/day" aria-label="Tuesday, matches: 5"><span>Tue</span> <span>24 Nov</span></a>
    </main></body></html>`);
    const violations = await seriousViolations(page);
    expect(violations.map((violation) => violation.id).sort()).toEqual([
      "button-name",
      "color-contrast",
      "label-content-name-mismatch",
    ]);
    const contrast = violations.find((violation) => violation.id === "color-contrast")!;
    expect(describeViolation(contrast)).toMatch(/^color-contrast \(serious\): .*\n {4}#faint — /);

    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
      <h1>Check</h1><p>Easy to read</p><button>Named</button>
      <a href="/day" aria-label="Tue 24 Nov, matches: 5"><span>Tue</span> <span>24 Nov</span></a>
    </main></body></html>`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("fails the test that reaches a page with a serious finding", async ({ page, baseURL, checkPage }) => {
    test.fail(true, "the page below breaks color-contrast: the fixture must fail this test");
    // Served at an address of the app's origin, so the fixture treats it as an app page.
    await page.route("**/page-check-sample", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><title>t</title></head><body><main>
          <h1>Check</h1><p style="color:#777;background:#888">Hard to read</p></main></body></html>`,
      }),
    );
    await page.goto(`${baseURL}/page-check-sample`);
    await checkPage("a page with low contrast");
  });
});

test.describe("the hydration check", () => {
  const sample = (script: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Check</h1>
      <p>Readable</p></main><script>${script}</script></body></html>`;

  test("fails the test whose page logs a hydration mismatch", async ({ page, baseURL, checkPage }) => {
    test.fail(true, "the page below logs React's mismatch: the fixture must fail this test");
    await page.route("**/hydration-check-sample", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: sample(
          `console.error("Hydration failed because the server rendered text didn't match the client.")`,
        ),
      }),
    );
    await page.goto(`${baseURL}/hydration-check-sample`);
    await checkPage("a page with a hydration mismatch");
  });

  test("fails the test whose page throws a minified hydration error", async ({
    page,
    baseURL,
    checkPage,
  }) => {
    test.fail(
      true,
      "React's recoverable error #418 reaches the page as an uncaught error: the test must fail",
    );
    await page.route("**/hydration-check-sample", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: sample(`throw new Error("Minified React error #418; visit https://react.dev/errors/418")`),
      }),
    );
    const thrown = page.waitForEvent("pageerror");
    await page.goto(`${baseURL}/hydration-check-sample`);
    await thrown;
    await checkPage("a page with error #418");
  });

  test("fails the test whose server-rendered page differs from what the browser renders", async ({
    page,
    checkPage,
  }) => {
    // The app's own not-found page, its server HTML changed on the way: React finds a text it did not render.
    await page.route("**/en-us/hydration-mismatch-sample", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      test.skip(
        !html.includes(">Page not found<"),
        "no server-rendering build: pages are rendered in the browser",
      );
      await route.fulfill({ response, body: html.replace(">Page not found<", ">Page not here<") });
    });
    test.fail(true, "the page's server text differs from the browser's: the fixture must fail this test");
    await page.goto("/en-us/hydration-mismatch-sample");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await checkPage("a server-rendered page changed on the way");
  });

  test("passes a page whose console has other errors", async ({ page, baseURL, checkPage }) => {
    await page.route("**/hydration-check-sample", (route) =>
      route.fulfill({ contentType: "text/html", body: sample(`console.error("Something else broke")`) }),
    );
    await page.goto(`${baseURL}/hydration-check-sample`);
    await checkPage("a page with an unrelated console error");
  });
});

test.describe("the policy check", () => {
  test("fails the test whose page runs into its Content Security Policy", async ({
    page,
    baseURL,
    checkPage,
  }) => {
    test.fail(
      true,
      "the page below runs an inline script its policy forbids: the fixture must fail this test",
    );
    await page.route("**/csp-check-sample", (route) =>
      route.fulfill({
        contentType: "text/html",
        headers: { "content-security-policy": "script-src 'nonce-abc'; object-src 'none'" },
        body: `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Check</h1>
          <p>Readable</p></main><script>document.title = "ran"</script></body></html>`,
      }),
    );
    await page.goto(`${baseURL}/csp-check-sample`);
    await expect(page).toHaveTitle("t");
    await checkPage("a page with a blocked inline script");
  });

  test("passes the same violation where the test says it expects it", async ({
    page,
    baseURL,
    checkPage,
  }) => {
    await page.route("**/csp-check-sample", (route) =>
      route.fulfill({
        contentType: "text/html",
        headers: { "content-security-policy": "script-src 'nonce-abc'; object-src 'none'" },
        body: `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Check</h1>
          <p>Readable</p></main><script>document.title = "ran"</script></body></html>`,
      }),
    );
    await page.goto(`${baseURL}/csp-check-sample`);
    await checkPage("a page with an expected violation", { expectViolations: /^script-src-elem inline$/ });
  });
});
