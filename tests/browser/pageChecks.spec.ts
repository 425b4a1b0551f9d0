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
