import type { Browser, Locator, Page } from "@playwright/test";
import { COLOUR_RULES } from "./checks/axeCheck.ts";
import type { CheckScope } from "./checks/pageCheck.ts";
import { type CheckPage, expect, test } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/**
 * Every page of the app through axe (the page checks of ./fixtures.ts): at a phone and a desktop size, in
 * both themes, with the cookie banner shown and then accepted, and the settings pages signed in. A
 * serious or critical finding fails the test. Run `npx vite build` first.
 */

const SIZES = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1440, height: 900 },
} as const;

// UTC, so the day page's date below is the app's today.
test.use({ timezoneId: "UTC" });

const password = "Secret#123";
const account = { email: "", verificationPath: "" };

/** One verified account for the signed-in pages, made through the sign-up form and the mailed link. */
const createAccount = async (browser: Browser) => {
  const page = await browser.newPage();
  account.email = `axe.${Date.now().toString(36)}@example.com`;
  await page.goto("/en-us/sign-up");
  await page.getByLabel("Name").fill("Ada Axe");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("sign-up-submit").click();
  await expect(page).toHaveURL(/\/en-us\/email-verification\/[^/]+\//);
  account.verificationPath = new URL(page.url()).pathname;
  await page.goto(await mailedLink(page, account.email, "user/verify"));
  await expect(page).toHaveURL(/\/en-us\/sign-in\?email=/);
  await page.close();
};

/**
 * Shows the page in the other theme the way the app's applyTheme does (ui/app/browserEffects.ts): the
 * themes differ in the custom properties under `[data-theme]` only, so this is the page a visitor gets.
 */
const showTheme = (page: Page, theme: "dark" | "light") =>
  page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
  }, theme);

/** Long lists repeat one row component: the first rows of the first groups stand for the rest. */
const LONG_LIST: CheckScope = {
  exclude: [".line-group:nth-child(n+6)", ".line-group__events > li:nth-child(n+6)"],
};

/** Every rule in the dark theme (the default), then the colour rules again in the light one. */
const checkBothThemes = async (page: Page, checkPage: CheckPage, where?: string, scope: CheckScope = {}) => {
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await checkPage(where ? `${where}, dark` : "dark", scope);
  await showTheme(page, "light");
  await checkPage(where ? `${where}, light` : "light", { ...scope, axeRules: COLOUR_RULES });
  await showTheme(page, "dark");
};

/** A page is ready once its own content is in and nothing on it is still loading. */
const reach = async (page: Page, path: string, content: (page: Page) => Locator) => {
  await page.goto(path);
  await expect(content(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
};

const heading = (page: Page) => page.locator("main h1, h1");

const today = new Date().toISOString().slice(0, 10);

/** Pages a visitor reaches without an account: path, and what shows that the page has loaded. */
const PUBLIC_PAGES: readonly (readonly [string, (page: Page) => Locator, CheckScope?])[] = [
  ["/en-us/live/soccer", (page) => page.locator(".event-row"), LONG_LIST],
  [
    `/en-us/all/soccer/${today}`,
    // A phone hides the strip's edge days: the count that shows the counters are in must be a shown one.
    (page) => page.locator(".date-strip__count:not(.date-strip__count--none):visible"),
    LONG_LIST,
  ],
  ["/en-us/event/short", (page) => page.getByTestId("event-not-found")],
  ["/en-us/sign-in", (page) => page.getByTestId("sign-in-form")],
  ["/en-us/sign-up", (page) => page.getByTestId("sign-up-form")],
  ["/en-us/reset-password", (page) => page.getByTestId("reset-form")],
  ["/en-us/reset-password/email/ann%40example.com", heading],
  ["/en-us/password/reset/not-a-token", heading],
  ["/en-us/user/verify/not-a-token", heading],
  ["/en-us/tips/soccer", heading],
  ["/en-us/tipsters-ranking/soccer", heading],
  ["/en-us/no/such/page", (page) => page.getByTestId("not-found")],
];

const SETTINGS_PAGES: readonly string[] = [
  "/en-us/user-profile/settings",
  "/en-us/settings/change-password",
  "/en-us/settings/change-email",
  "/en-us/settings/notifications",
];

test.describe("accessibility", () => {
  test.beforeAll(async ({ browser }) => {
    await createAccount(browser);
  });

  for (const [sizeName, viewport] of Object.entries(SIZES)) {
    test(`every page at ${sizeName} size, in both themes`, async ({ page, checkPage }) => {
      // About two minutes each on the shared 2-core machine: most of it is axe itself (1-2 s a check).
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);

      // A first visit: the cookie banner is up, then accepted (its toast shows).
      await reach(page, "/en-us/", (page) => page.locator(".top-event"));
      const banner = page.locator(".cookie-banner");
      await expect(banner).toBeVisible();
      await checkBothThemes(page, checkPage, "home with the cookie banner");
      await banner.getByRole("button").click();
      await expect(banner).toBeHidden();
      await expect(page.locator(".toasts__list > li").first()).toBeVisible();
      await checkBothThemes(page, checkPage, "home with the cookie banner accepted");

      // The settings drawer: the header's button on a desktop, the bottom bar's menu on a phone.
      const opener =
        sizeName === "phone"
          ? page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Menu" })
          : page.getByRole("banner").getByRole("button", { name: "Settings", exact: true });
      await opener.click();
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      // The drawer's settings are a chunk of their own: checked once they are in.
      await expect(drawer.locator(".drawer__loading")).toHaveCount(0);
      await checkBothThemes(page, checkPage, "settings drawer");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();

      for (const [path, content, scope] of PUBLIC_PAGES) {
        await reach(page, path, content);
        await checkBothThemes(page, checkPage, undefined, scope);
      }

      // A live event's page, from the live list's first row.
      await reach(page, "/en-us/live/soccer", (page) => page.locator(".event-row"));
      const eventId = await page.locator(".event-row").first().getAttribute("data-event-id");
      await reach(page, `/en-us/event/${eventId}`, (page) => page.getByTestId("event-score"));
      await checkBothThemes(page, checkPage, "event");

      // The account pages, signed in.
      await reach(page, account.verificationPath, heading);
      await checkBothThemes(page, checkPage, "check your inbox");
      await reach(page, "/en-us/sign-in", (page) => page.getByTestId("sign-in-form"));
      await page.getByLabel("E-mail").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByTestId("sign-in-submit").click();
      await expect(page.getByTestId("user-menu")).toBeVisible();
      for (const path of SETTINGS_PAGES) {
        await reach(page, path, (page) => page.locator(".account-settings__title"));
        await checkBothThemes(page, checkPage);
      }
      await page.getByTestId("user-menu").click();
      await expect(page.getByTestId("sign-out")).toBeVisible();
      await checkBothThemes(page, checkPage, "user menu open");
    });
  }
});
