/** Toast types (sports-data section 2, accounts spec section 2): anything else is a programming error. */
export const TOAST_TYPES = ["success", "warning", "error", "chat-block"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Auto-close delay (sports-data section 9). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Older toasts make room beyond this many, so a burst never covers the page. */
export const MAX_VISIBLE_TOASTS = 3;

export class UnsupportedToastTypeError extends Error {
  override readonly name = "UnsupportedToastTypeError";
  constructor(readonly toastType: unknown) {
    super(`Unsupported toast type: ${String(toastType)}`);
  }
}

export const isToastType = (value: unknown): value is ToastType =>
  typeof value === "string" && (TOAST_TYPES as ReadonlyArray<string>).includes(value);

export function assertToastType(value: unknown): asserts value is ToastType {
  if (!isToastType(value)) throw new UnsupportedToastTypeError(value);
}

/** What a caller asks to show. `title` is the author's name for a chat-block toast, a heading otherwise. */
export interface ToastContent {
  readonly type: ToastType;
  readonly message: string;
  readonly title?: string;
}

export interface Toast extends ToastContent {
  readonly id: string;
}
