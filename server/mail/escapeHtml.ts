const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text placed into HTML (mail bodies, the development mailbox) goes through here. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);
