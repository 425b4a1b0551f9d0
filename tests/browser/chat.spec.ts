import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { accessTokenOf, rpc, signInThrough, verifiedUser } from "./tipsterAccounts.ts";

/**
 * The live chat end to end (issue 11) on the real server and the built app, with two browsers in one live
 * match's chat: Alma on a desktop, Bruno on a phone. A message from Alma appears for Bruno; Bruno replies
 * and both see the quote; Bruno scrolls up, Alma posts, and Bruno sees the "new messages" button (not the
 * message) until he presses it; a message typed as markup shows as text for both; Alma blocks Bruno from
 * his message's actions, and his messages disappear for her at once, as he writes more, and after a
 * reload; her settings list him, and unblocking him there brings his messages back.
 */

const SEND = "/funsclub-chat__api/rpc/send_chat_message";
const XSS = "<img src=x onerror=alert(1)>";

/** A live soccer match of the simulator, from the live page. */
const liveMatch = async (page: Page): Promise<string> => {
  await page.goto("/en-us/live/soccer");
  const row = page.locator('.event-row[data-status="in_progress"]').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  return (await row.getAttribute("data-event-id"))!;
};

/** Messages sent over RPC as the account of `token` (the per-user limit allows 5 in 10 s). */
const post = async (request: APIRequestContext, token: string, eventId: string, texts: string[]) => {
  const ids: string[] = [];
  for (const [index, text] of texts.entries()) {
    const sent = await rpc(
      request,
      SEND,
      { eventId, text, clientMessageId: `spec-${Date.now().toString(36)}-${index}` },
      token,
    );
    ids.push(sent.id as string);
  }
  return ids;
};

const chatList = (page: Page): Locator => page.getByRole("log", { name: "Messages" });
const messageWith = (page: Page, text: string): Locator =>
  chatList(page).locator("[data-message-id]", { hasText: text });

/** Opens a message's actions (its ⋯ button names the author). */
const openActions = async (message: Locator, author: string) => {
  await message.getByRole("button", { name: `Actions for the message of ${author}` }).click();
};

/** Sends from the composer with Enter. */
const write = async (page: Page, text: string) => {
  const box = page.getByLabel("Your message");
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
};

test("two readers in one match's chat: a message, a reply, unread while scrolled up, markup as text, a block", async ({
  page,
  secondBrowser,
  checkPage,
}) => {
  test.setTimeout(240_000);
  const phone = secondBrowser.page;
  // A script run by a message would open a dialog: none may.
  const dialogs: string[] = [];
  for (const tab of [page, phone])
    tab.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  const stamp = Date.now().toString(36);
  const eventId = await liveMatch(page);
  const chatPath = `/en-us/event/${eventId}/chat`;
  const alma = await verifiedUser(page, "Alma Reader", `alma.${stamp}@example.com`);
  const bruno = await verifiedUser(page, "Bruno Replier", `bruno.${stamp}@example.com`);
  const carla = await verifiedUser(page, "Carla Regular", `carla.${stamp}@example.com`);

  // Enough older messages that the phone's list scrolls. Each account may send 5 in 10 s: Alma's budget is
  // kept for what she writes in the page, and Bruno's leaves room for his two in it.
  const brunoIds = await post(page.request, await accessTokenOf(page.request, bruno.email), eventId, [
    "Kick-off, here we go",
    "Off the post!",
    "What a save",
  ]);
  await post(page.request, await accessTokenOf(page.request, carla.email), eventId, [
    "Early pressure",
    "Home side looks sharp",
    "Corner after corner",
    "Still nil-nil",
    "Keeper is on fire",
  ]);

  await signInThrough(page, alma.email, chatPath);
  await signInThrough(phone, bruno.email, chatPath);
  await expect(messageWith(page, "What a save")).toBeVisible();
  await expect(page.getByTestId("chat-online")).toBeVisible();
  await checkPage("chat tab, signed in");

  // A message from Alma appears for Bruno.
  await write(page, "Who scores first?");
  await expect(messageWith(phone, "Who scores first?")).toBeVisible();

  // Bruno replies: the quote shows for both.
  const question = messageWith(phone, "Who scores first?");
  await openActions(question, "Alma Reader");
  await question.getByRole("button", { name: "Reply" }).click();
  await expect(phone.getByText("Replying to Alma Reader")).toBeVisible();
  await write(phone, "The home side, easily");
  for (const tab of [phone, page]) {
    const reply = messageWith(tab, "The home side, easily");
    await expect(reply.locator(".chat-quote")).toContainText("Alma Reader");
    await expect(reply.locator(".chat-quote")).toContainText("Who scores first?");
  }
  await secondBrowser.checkPage("chat tab on a phone, after a reply");

  // Bruno scrolls up; Alma posts: Bruno gets the button, not the message, until he presses it.
  await chatList(phone).evaluate((list) => {
    list.scrollTop = 0;
  });
  await expect.poll(() => chatList(phone).evaluate((list) => list.scrollTop)).toBe(0);
  await phone.waitForTimeout(300);
  await write(page, "Anyone still there?");
  const newMessages = phone.getByTestId("chat-new-messages");
  await expect(newMessages).toBeVisible();
  await expect(messageWith(phone, "Anyone still there?")).toHaveCount(0);
  await secondBrowser.checkPage("chat with unread messages");
  await newMessages.click();
  await expect(messageWith(phone, "Anyone still there?")).toBeVisible();
  await expect(newMessages).toHaveCount(0);

  // Markup is text, for the writer and the reader.
  await write(page, XSS);
  for (const tab of [page, phone]) {
    const message = messageWith(tab, "onerror");
    await expect(message.locator(".chat-message__text")).toHaveText(XSS);
    await expect(message.locator("img")).toHaveCount(0);
  }
  expect(dialogs, "no script ran").toEqual([]);

  // Alma blocks Bruno from one of his messages: all of his go, now and as he writes.
  const his = messageWith(page, "The home side, easily");
  await openActions(his, "Bruno Replier");
  await his.getByRole("button", { name: "Block Bruno Replier" }).click();
  const modal = page.getByRole("dialog", { name: "Block Bruno Replier?" });
  await expect(modal).toBeVisible();
  await checkPage("blocking modal");
  await modal.getByTestId("chat-block-confirm").click();
  await expect(modal).toBeHidden();
  for (const id of brunoIds) await expect(page.locator(`[data-message-id="${id}"]`)).toHaveCount(0);
  await expect(messageWith(page, "The home side, easily")).toHaveCount(0);
  await write(phone, "Can you hear me?");
  await expect(messageWith(phone, "Can you hear me?")).toBeVisible();
  await write(page, "Quiet in here now");
  await expect(messageWith(phone, "Quiet in here now")).toBeVisible();
  await expect(messageWith(page, "Can you hear me?")).toHaveCount(0);

  // After a reload too (the server leaves him out of her history).
  await page.reload();
  await expect(messageWith(page, "Quiet in here now")).toBeVisible();
  await expect(messageWith(page, "Can you hear me?")).toHaveCount(0);
  await expect(messageWith(page, "What a save")).toHaveCount(0);

  // Her settings list him; unblocking there brings his messages back.
  await page.goto("/en-us/user-profile/settings");
  const blocked = page.getByTestId("blocked-users");
  await expect(blocked.locator(`[data-user-id="${bruno.userId}"]`)).toContainText("Bruno Replier");
  await checkPage("settings with a blocked user");
  await blocked.getByRole("button", { name: "Unblock Bruno Replier" }).click();
  await expect(blocked).toContainText("You have not blocked anyone.");
  await page.goto(chatPath);
  await expect(messageWith(page, "Can you hear me?")).toBeVisible();
});
