import { Icon, type IconProps } from "../icons/Icon.tsx";

/**
 * The icons of the header's user menu, on the grid of `ui/icons`; some account pages show them too. Apart
 * from `AuthIcons.tsx` because the header is in the start-up JS and a module goes whole into one chunk.
 */

export const KeyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.9 12.1 19.5 3.5M16.5 6.5 19 9M14.5 8.5 16.5 10.5" />
  </Icon>
);

export const LogOutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4.5H18A1.5 1.5 0 0 1 19.5 6V18A1.5 1.5 0 0 1 18 19.5H14" />
    <path d="M10 8 6 12 10 16M6 12H15" />
  </Icon>
);

export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7.5A2 2 0 0 1 6 5.5H17.5V8.5" />
    <rect x="4" y="8.5" width="16.5" height="11" rx="2" />
    <path d="M16 14H17" />
  </Icon>
);

export const SettingsGearIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8 14 5 17 4.6 17.6 7.6 20.3 9 19.2 12 20.3 15 17.6 16.4 17 19.4 14 19 12 21.2 10 19 7 19.4 6.4 16.4 3.7 15 4.8 12 3.7 9 6.4 7.6 7 4.6 10 5Z" />
  </Icon>
);
