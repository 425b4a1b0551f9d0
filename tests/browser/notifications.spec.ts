import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInThrough, verifiedUser } from "./tipsterAccounts.ts";

/**
 * Notifications end to end (issue 11 items 6 and 7) on the real server and the built app. Two browsers:
 * Ada on a desktop follows Ben, and Ben's bell on a phone counts it and his open panel shows "Ada started
 * following you" at once; Ada's unfollow takes it back (count to 0). Ben rings a live match's bell (kept
 * across a reload) and, as the simulator's clock moves on, its goals or result reach his bell live.
 * Then Ben's settings page: a switch,
 * a sport's reminder and alert edited in its sheets, saved, still there after a reload; a change cancelled
 * is put back. The app is installable and a visit made offline gets the offline page. Screenshots of the panel and the page at 412 and 1440 px, light and dark, go to
 * `NOTIFICATION_SHOTS` when set.
 */

const SHOTS = process.env.NOTIFICATION_SHOTS;

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const theme of ["light", "dark"]) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png` });
  }
};

const bell = (page: Page) => page.getByTestId("notification-bell");

test("a follow reaches the other browser's bell live, and the settings page saves and cancels", async ({
  page,
  secondBrowser,
  checkPage,
}) => {
  test.setTimeout(180_000);
  const phone = secondBrowser.page;
  const stamp = Date.now().toString(36);
  const ada = await verifiedUser(page, "Ada Notify", `ada.${stamp}@example.com`);
  const ben = await verifiedUser(page, "Ben Notify", `ben.${stamp}@example.com`);

  // Ben signs in on his phone: the bell shows, with nothing unread.
  await signInThrough(phone, ben.email, "/en-us/");
  await expect(bell(phone)).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByTestId("notification-unread")).toHaveCount(0);
  await bell(phone).click();
  await expect(phone.getByTestId("notification-panel")).toContainText("Nothing yet");
  await secondBrowser.checkPage("notification panel, empty");

  // Ada follows Ben from his profile on her desktop.
  const benProfile = `/en-us/user-profile/${ben.userId}/view`;
  await signInThrough(page, ada.email, benProfile);
  const follow = page.getByRole("button", { name: "Follow Ben Notify" });
  await expect(follow).toBeEnabled();
  await follow.click();
  await expect(page.getByRole("button", { name: "Following Ben Notify, press to unfollow" })).toBeVisible();

  // Ben's open panel shows it at once, and the bell counts it.
  const item = phone.getByTestId("notification-list").getByText("Ada Notify started following you");
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByTestId("notification-unread")).toHaveText("1");
  await secondBrowser.checkPage("notification panel, a follow");
  await shoot(phone, "panel-412");

  // Ada unfollows: the notification is withdrawn and the count goes back to 0 (never below).
  await page.getByRole("button", { name: "Following Ben Notify, press to unfollow" }).click();
  await expect(follow).toBeVisible();
  await expect(item).toHaveCount(0, { timeout: 15_000 });
  await expect(phone.getByTestId("notification-unread")).toHaveCount(0);

  // Ada follows again; Ben opens his panel on a desktop too, and marks all read.
  await follow.click();
  await expect(phone.getByTestId("notification-unread")).toHaveText("1", { timeout: 15_000 });
  await phone.getByRole("button", { name: "Mark all read" }).click();
  await expect(phone.getByTestId("notification-unread")).toHaveCount(0);

  // Ben rings the bell of a live match on his phone: kept across a reload (the server holds it).
  await phone.getByRole("button", { name: "Close" }).first().click();
  await phone.goto("/en-us/live/soccer");
  const live = phone.locator('.event-row[data-status="in_progress"]').first();
  await expect(live).toBeVisible({ timeout: 30_000 });
  const eventId = (await live.getAttribute("data-event-id"))!;
  await phone.goto(`/en-us/event/${eventId}`);
  const eventBell = phone.getByTestId("event-bell");
  await expect(eventBell).toBeEnabled({ timeout: 15_000 });
  await expect(eventBell).toHaveAttribute("aria-pressed", "false");
  await eventBell.click();
  await expect(eventBell).toHaveAttribute("aria-pressed", "true");
  await phone.waitForTimeout(500);
  await phone.reload();
  await expect(phone.getByTestId("event-bell")).toHaveAttribute("aria-pressed", "true", { timeout: 15_000 });
  await secondBrowser.checkPage("event page, bell rung");
  await shoot(phone, "event-bell-412");

  // The match plays on (the simulator's clock moved): its goals or result reach Ben's bell live.
  await expect(async () => {
    const advanced = await phone.request.post("/dev/sim/advance", { data: { minutes: 5 } });
    expect(advanced.ok()).toBe(true);
    await expect(phone.getByTestId("notification-unread")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await bell(phone).click();
  await expect(
    phone
      .getByTestId("notification-list")
      .locator("li")
      .filter({ hasText: /Goal|Final result|Half time/ })
      .first(),
  ).toBeVisible();
  await shoot(phone, "panel-match-412");

  // Ben's settings on the desktop: a switch and a sport's sheets, saved.
  await page.context().clearCookies();
  const desktop = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1440, height: 900 } });
  const benDesk = await desktop.newPage();
  await signInThrough(benDesk, ben.email, "/en-us/settings/notifications");
  const inApp = benDesk.getByTestId("notification-in-app");
  await expect(inApp).toHaveAttribute("aria-checked", "true", { timeout: 15_000 });
  await expect(bell(benDesk)).toBeVisible();
  await bell(benDesk).click();
  await expect(benDesk.getByTestId("notification-list")).toContainText("Ada Notify started following you");
  await shoot(benDesk, "panel-1440");
  await bell(benDesk).click();
  await shoot(benDesk, "settings-1440");

  await inApp.click();
  await expect(benDesk.getByText("You have unsaved changes")).toBeVisible();
  await benDesk.locator('[data-notification-sport="soccer"]').click();
  const sheet = benDesk.getByTestId("notification-sheet");
  await sheet.locator('[data-toggle="RED_CARD"]').click();
  await expect(sheet.locator('[data-toggle="RED_CARD"]')).toHaveAttribute("aria-checked", "true");
  await sheet.getByRole("button", { name: /^Reminder/ }).click();
  await sheet.locator('[data-minutes="15"]').click();
  await expect(sheet.getByRole("button", { name: /Reminder 15 minutes before/ })).toBeVisible();
  await shoot(benDesk, "sport-sheet-1440");
  await sheet.getByRole("button", { name: "Done" }).click();
  await expect(benDesk.locator('[data-notification-sport="soccer"]')).toContainText(
    "Reminder 15 minutes before",
  );
  await benDesk.getByTestId("notification-settings-save").click();
  await expect(benDesk.getByText("Notification settings saved")).toBeVisible();

  await benDesk.reload();
  await expect(benDesk.getByTestId("notification-in-app")).toHaveAttribute("aria-checked", "false", {
    timeout: 15_000,
  });
  await expect(benDesk.locator('[data-notification-sport="soccer"]')).toContainText(
    "4 alerts on · Reminder 15 minutes before",
  );

  // A change cancelled is put back.
  await benDesk.getByTestId("notification-push").click();
  await expect(benDesk.getByTestId("notification-push")).toHaveAttribute("aria-checked", "true");
  await benDesk.getByTestId("notification-settings-cancel").click();
  await expect(benDesk.getByTestId("notification-push")).toHaveAttribute("aria-checked", "false");
  await expect(benDesk.getByTestId("notification-settings-save")).toBeDisabled();

  // The settings page on the phone.
  await phone.goto("/en-us/settings/notifications");
  await expect(phone.getByTestId("notification-in-app")).toHaveAttribute("aria-checked", "false", {
    timeout: 15_000,
  });
  await secondBrowser.checkPage("notification settings");
  await shoot(phone, "settings-412");
  await phone.locator('[data-notification-sport="tennis"]').click();
  await expect(phone.getByTestId("notification-sheet")).toBeVisible();
  await shoot(phone, "sport-sheet-412");
  await desktop.close();
  await page.goto("/en-us/");
  await checkPage("home");

  // Installable: the manifest with its icons, the service worker at /sw.js (allowed by the page's CSP and
  // Trusted Types), and a page visit made offline answered with the offline page.
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  const worker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null,
  );
  expect(worker).toMatch(/\/sw\.js$/);
  await page.reload();
  await page.context().setOffline(true);
  await page.goto("/en-us/tips").catch(() => {});
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await page.context().setOffline(false);
});
