/**
 * The signed-in settings pages and their frame as one chunk: they are reached one from another, and a
 * single chunk keeps each of these routes to one lazy import (what `scripts/check-bundle.ts` measures).
 */
export { AccountSettingsLayout } from "./AccountSettingsLayout.tsx";
export { ChangeEmailPage } from "./ChangeEmailPage.tsx";
export { ChangePasswordPage } from "./ChangePasswordPage.tsx";
export { EmailChangePendingPage } from "./EmailChangePendingPage.tsx";
export { NotificationsSettingsPage } from "./NotificationsSettingsPage.tsx";
export { ProfileSettingsPage } from "./ProfileSettingsPage.tsx";
