/**
 * The sections of the account settings, in the order the navigation lists them, and which one a path
 * belongs to: the verification page of a changed e-mail is part of the e-mail section.
 */
export const SETTINGS_SECTIONS = ["profile", "password", "email", "notifications"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

const SECTION_OF_PATH: ReadonlyArray<readonly [RegExp, SettingsSection]> = [
  [/\/user-profile\/settings\/?$/, "profile"],
  [/\/settings\/change-password\/?$/, "password"],
  [/\/settings\/change-email\/?$/, "email"],
  [/\/user-profile\/email-verification\//, "email"],
  [/\/settings\/notifications\/?$/, "notifications"],
];

export const sectionOfPath = (pathname: string): SettingsSection | undefined =>
  SECTION_OF_PATH.find(([pattern]) => pattern.test(pathname))?.[1];
