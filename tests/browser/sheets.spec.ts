import type { Page } from "@playwright/test";
import { COLOUR_RULES } from "./checks/axeCheck.ts";
import type { CheckScope } from "./checks/pageCheck.ts";
import { type CheckPage, expect, test } from "./fixtures.ts";

/**
 * Two of issue 9's bottom sheets on the built app and the real server, at a phone's size and a desktop's:
 * the day line's calendar (the current month, a day's link opens that day's line, Escape closes it) and
 * the top players' parameter list (every metric by stat group; choosing one shows its table, as its tab
 * would). Axe runs on each sheet open, in both themes.
 */
const SIZES = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

// UTC, so the day page's date below is the app's today.
test.use({ timezoneId: "UTC" });

/** The day line's rows are one component repeated: the first groups stand for the rest. */
const LONG_LIST: CheckScope = {
  exclude: [".line-group:nth-child(n+6)", ".line-group__events > li:nth-child(n+6)"],
};

/** Every rule in the dark theme (the default), then the colour rules in the light one. */
const checkBothThemes = async (page: Page, checkPage: CheckPage, where: string, scope: CheckScope = {}) => {
  await checkPage(`${where}, dark`, scope);
  await page.evaluate(() => {
    document.documentElement.dataset.theme = "light";
  });
  await checkPage(`${where}, light`, { ...scope, axeRules: COLOUR_RULES });
  await page.evaluate(() => {
    document.documentElement.dataset.theme = "dark";
  });
};

for (const size of SIZES) {
  test(`the day line's calendar sheet on a ${size.name}`, async ({ page, checkPage }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/en-us/all/soccer/${today}`);
    // The counters are in (the page has hydrated): the sheet's days carry their counts and the line's range.
    await expect(
      page.locator(".date-strip__count:not(.date-strip__count--none):visible").first(),
    ).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole("button", { name: "Calendar" }).click();
    const sheet = page.getByRole("dialog", { name: "Choose a day" });
    await expect(sheet).toBeVisible();
    const month = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await expect(sheet.getByRole("heading", { name: month })).toBeVisible();
    await expect(sheet.getByRole("table", { name: month })).toBeVisible();
    await expect(sheet.getByRole("columnheader")).toHaveCount(7);
    const selected = sheet.locator(".calendar__day--selected");
    await expect(selected).toHaveAttribute("data-day", today);
    await expect(selected).toHaveAttribute("aria-current", "page");
    await expect(selected).toHaveAccessibleName(/^Today, .*, matches: \d+$/);
    await expect(sheet.getByRole("button", { name: "Previous month" })).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Next month" })).toBeVisible();
    await checkBothThemes(page, checkPage, "calendar sheet", LONG_LIST);

    // Escape closes it; the page stays on its day.
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/all/soccer/${today}$`));

    // Another day of the month: its link opens that day's line and closes the sheet.
    await page.getByRole("button", { name: "Calendar" }).click();
    await expect(sheet).toBeVisible();
    const other = sheet.locator("a[data-day]:not([aria-current])").first();
    const day = await other.getAttribute("data-day");
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await other.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/en-us/all/soccer/${day}$`));
    await expect(page.locator(".date-strip__day--selected")).toHaveAttribute("href", new RegExp(`${day}$`));
  });

  test(`the top players' parameter list sheet on a ${size.name}`, async ({ page, checkPage }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/en-us/leagues/soccer");
    await page
      .locator('[data-category="england"]')
      .getByRole("link", { name: /^Premier Division/ })
      .click();
    await expect(page).toHaveURL(/\/en-us\/tournament\/[^/?]+$/);
    await page.goto(`${page.url()}/top-players`);
    const tables = page.locator(".metric-tables");
    await expect(tables).toHaveAttribute("data-metric", "goals");
    await expect(page.getByRole("button", { name: "Goals", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // A few metrics as tabs; the rest come from the sheet.
    await expect(page.getByRole("button", { name: "Saves", exact: true })).toHaveCount(0);

    // A press before the page has hydrated does nothing: pressed again until the sheet opens.
    const sheet = page.getByRole("dialog", { name: "Choose a statistic" });
    await expect(async () => {
      await page.getByRole("button", { name: "All statistics" }).click();
      await expect(sheet).toBeVisible({ timeout: 1_000 });
    }).toPass();
    for (const group of ["General", "Attacking", "Passing", "Defending", "Duels", "Physical", "Goalkeeping"])
      await expect(sheet.getByRole("heading", { name: group, exact: true })).toBeVisible();
    await expect(
      sheet.getByRole("region", { name: "Attacking" }).getByRole("button", { name: "Goals" }),
    ).toHaveAttribute("aria-pressed", "true");
    await checkBothThemes(page, checkPage, "parameter list sheet");

    await sheet.getByRole("region", { name: "Goalkeeping" }).getByRole("button", { name: "Saves" }).click();
    await expect(sheet).toBeHidden();
    await expect(tables).toHaveAttribute("data-metric", "saves");
    await expect(page.getByRole("button", { name: "Saves", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("columnheader", { name: "Saves" })).toBeVisible();

    // Reopened, it marks the metric shown; Escape closes it without a change.
    await page.getByRole("button", { name: "All statistics" }).click();
    await expect(sheet.getByRole("button", { name: "Saves" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(tables).toHaveAttribute("data-metric", "saves");
  });
}
