import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The browser-side defences at work (issue 17): text from outside stays text, and a script that reaches
 * the page anyway (an injection the escaping missed) is blocked by the policy and reported to the server.
 */
const PAYLOAD = `<img src=x alt="" onerror="window.__xss='img'"><script>window.__xss='script'</script>`;

const reportCount = async (page: Page): Promise<number> => {
  const answer = await page.request.get("/dev/csp-reports");
  return ((await answer.json()) as { accepted: number }).accepted;
};

const ranInjected = (page: Page) => page.evaluate(() => (window as { __xss?: string }).__xss ?? null);

test("a script payload in text from the address stays text, in the server's HTML and in the browser's", async ({
  page,
  checkPage,
}) => {
  // The page after sign-up shows the address from its own URL: anyone can send a link with any text in it.
  const email = `ann${PAYLOAD}@example.com`;
  await page.goto(`/en-us/email-verification/u1/${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await page.locator("main img, main script").count()).toBe(0);
  expect(await ranInjected(page)).toBeNull();
  await checkPage("the verification page with markup in its address");

  // The same text prefilled into the sign-in form by its link.
  await page.goto(`/en-us/sign-in?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  expect(await ranInjected(page)).toBeNull();
  await checkPage("sign-in with markup in its e-mail");
});

test("an injected inline script and handler do not run, the page works, and the attempt is reported", async ({
  page,
  checkPage,
}) => {
  // A document changed on its way (as a stored injection would change it): markup before the app's root.
  await page.route("**/en-us/live/soccer", async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.replace("<body>", `<body>${PAYLOAD}`) });
  });
  const before = await reportCount(page);
  await page.goto("/en-us/live/soccer");
  await expect(page.locator('a[href*="/event/"]').first()).toBeVisible();
  expect(await ranInjected(page)).toBeNull();
  // The app's own scripts ran (the page hydrated and takes a click): only the foreign ones were stopped.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await checkPage("the live list with an injected script", {
    expectViolations: /^script-src-(elem|attr) inline$/,
  });
  await expect.poll(() => reportCount(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 2);
  expect(await ranInjected(page)).toBeNull();
});
