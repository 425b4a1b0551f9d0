import { CHAT_TEXT_MAX, CHAT_TEXT_MIN, REPLY_EXCERPT_LENGTH } from "./chatMessage";

/**
 * A message's text as stored: trimmed, line breaks kept (at most two in a row), other control characters
 * dropped. Undefined when the result is empty or longer than the limit (counted in code points, so an
 * emoji is one).
 */
export const normaliseChatText = (raw: string): string | undefined => {
  const text = raw
    .replace(/\r\n?/g, "\n")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const length = [...text].length;
  return length >= CHAT_TEXT_MIN && length <= CHAT_TEXT_MAX ? text : undefined;
};

/** The start of a replied-to message, on one line, cut at a code point with an ellipsis. */
export const replyExcerpt = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  const points = [...flat];
  return points.length <= REPLY_EXCERPT_LENGTH
    ? flat
    : `${points.slice(0, REPLY_EXCERPT_LENGTH - 1).join("")}…`;
};

/** A piece of a message as shown: plain text, or a link to an allowed host. */
export type ChatTextSegment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "link"; readonly text: string; readonly href: string };

const URL_LIKE = /\bhttps?:\/\/[^\s<>"']+/gi;

/** The host of a link, when it is on the allow-list (the host itself or a subdomain of it). */
const allowedHref = (candidate: string, allowedHosts: ReadonlyArray<string>): string | undefined => {
  // Punctuation that ends a sentence is not part of the link.
  const trimmed = candidate.replace(/[.,;:!?)\]]+$/, "");
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    ? url.href
    : undefined;
};

/**
 * A message cut into text and links. Only links to an allowed host become links; every other URL stays
 * text. The view renders each segment as React text (never as HTML), so markup shows as typed.
 */
export const chatTextSegments = (text: string, allowedHosts: ReadonlyArray<string>): ChatTextSegment[] => {
  const segments: ChatTextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_LIKE)) {
    const start = match.index;
    const href = allowedHref(match[0], allowedHosts);
    if (href === undefined) continue;
    const linkText = match[0].replace(/[.,;:!?)\]]+$/, "");
    if (start > last) segments.push({ kind: "text", text: text.slice(last, start) });
    segments.push({ kind: "link", text: linkText, href });
    last = start + linkText.length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
};

/** Lower case without accents, for comparing words whatever their spelling. */
const fold = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/**
 * The first banned word (or phrase) the text contains as whole words, ignoring case and accents; undefined
 * when it is clean. Words are runs of letters and digits, so "class" does not match "ass".
 */
export const bannedWordIn = (text: string, banned: ReadonlyArray<string>): string | undefined => {
  const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const joined = ` ${words.join(" ")} `;
  return banned.find((entry) => {
    const entryWords = fold(entry).match(/[\p{L}\p{N}]+/gu);
    return entryWords !== null && joined.includes(` ${entryWords.join(" ")} `);
  });
};
