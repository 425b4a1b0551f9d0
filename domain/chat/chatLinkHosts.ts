/**
 * Hosts whose links a chat message shows as links (issue 11 item 5: links are not clickable unless on an
 * allow-list), with their subdomains; the page's own host is added by the view. Every other URL stays
 * text. Kept short on purpose: the product's own pages and a few reference sites fans cite.
 */
export const CHAT_LINK_HOSTS: ReadonlyArray<string> = [
  "funsclub.com",
  "wikipedia.org",
  "youtube.com",
  "youtu.be",
  "fifa.com",
  "uefa.com",
];
