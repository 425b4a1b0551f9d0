import type { Shape } from "../../shape.ts";

/**
 * The live chat (ui/chat/: the event's chat tab, the chat widget, the blocking modal) and the blocked users
 * list of the settings, in English: the shape the other languages match (`ChatTranslations`).
 */
export const translations = {
  tab: "Chat",
  title: "Live chat",
  online: "Online: {{count}}",
  onlineLabel: "{{count}} people in this chat now",
  loading: "Loading the chat",
  loadingOlder: "Loading earlier messages",
  loadingNewer: "Loading newer messages",
  reconnecting: "Reconnecting. Messages sent meanwhile will follow.",
  empty: {
    title: "No messages yet",
    body: "Be the first to say something.",
  },
  failed: {
    title: "The chat did not load",
    body: "Check your connection and try again.",
    retry: "Try again",
  },
  list: "Messages",
  newMessages: "New messages",
  fan: "Fan",
  fanHint: "A simulated fan of the demo",
  you: "You",
  deleted: "This message was deleted",
  deleting: "Deleting…",
  replyDeleted: "A deleted message",
  replyBlocked: "A message from a user you blocked",
  translated: "Translated",
  showOriginal: "Original: {{text}}",
  actions: {
    label: "Actions for the message of {{name}}",
    reply: "Reply",
    delete: "Delete",
    block: "Block {{name}}",
  },
  replyingTo: "Replying to {{name}}",
  cancelReply: "Cancel the reply",
  composer: {
    label: "Your message",
    placeholder: "Say something…",
    send: "Send",
    count: "{{length}} / {{max}}",
    hint: "Enter sends, Shift+Enter starts a new line",
  },
  pending: {
    sending: "Sending…",
    failed: "Not sent",
    retry: "Retry",
    discard: "Discard",
  },
  signIn: {
    text: "Sign in to join the conversation.",
    action: "Sign in",
  },
  locale: {
    label: "Read messages in",
  },
  block: {
    title: "Block {{name}}?",
    body: "You will no longer see messages from {{name}} in any chat. You can unblock them in your profile settings.",
    confirm: "Block",
    blocking: "Blocking…",
    cancel: "Cancel",
    failed: "{{name}} was not blocked. Please try again.",
  },
  toast: {
    tooManyRequests: "You are sending messages too quickly. Wait a moment, then try again.",
    blocked: "Blocked: you will no longer see their messages.",
    unblocked: "{{name}} is unblocked.",
    sendFailed: "Your message was not sent.",
    bannedWord: "Your message contains a word that is not allowed here.",
    textLength: "A message is 1 to 500 characters long.",
    deleteFailed: "The message was not deleted.",
    blockFailed: "The user was not blocked.",
    unblockFailed: "The user was not unblocked.",
    signInRequired: "Sign in to write in the chat.",
  },
  widget: {
    open: "Open the live chat",
    close: "Close the live chat",
    openTab: "Open the chat tab",
  },
  settings: {
    title: "Blocked users",
    description: "People whose chat messages you do not see. Unblock someone to see their messages again.",
    empty: "You have not blocked anyone.",
    unblock: "Unblock",
    unblockName: "Unblock {{name}}",
    unblocking: "Unblocking…",
    loading: "Loading blocked users",
    loadFailed: "The list did not load.",
    retry: "Try again",
    unknownUser: "A deleted account",
  },
};

export type ChatTranslations = Shape<typeof translations>;
