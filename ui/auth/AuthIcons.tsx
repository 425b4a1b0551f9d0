import { Icon, type IconProps } from "../icons/Icon.tsx";

/** Icons of the account pages, on the grid of `ui/icons` (the user menu's are in `UserMenuIcons.tsx`). */

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="M4 7 12 13 20 7" />
  </Icon>
);

export const MailSentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20.5 11V7.5A2 2 0 0 0 18.5 5.5H5.5A2 2 0 0 0 3.5 7.5V16.5A2 2 0 0 0 5.5 18.5H12" />
    <path d="M4 7 12 13 20 7M15.5 18 17.5 20 21 16.2" />
  </Icon>
);

export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5A4 4 0 0 1 16 7.5V10.5M12 14.5V16.5" />
  </Icon>
);

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12C4.5 7.8 8 5.5 12 5.5S19.5 7.8 21.5 12C19.5 16.2 16 18.5 12 18.5S4.5 16.2 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.9 5.8A9.6 9.6 0 0 1 12 5.5C16 5.5 19.5 7.8 21.5 12A13 13 0 0 1 18.9 15.6M6.1 7.6A12.5 12.5 0 0 0 2.5 12C4.5 16.2 8 18.5 12 18.5A9.5 9.5 0 0 0 16.4 17.4" />
    <path d="M9.9 9.9A3 3 0 0 0 14.1 14.1M3.5 3.5 20.5 20.5" />
  </Icon>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 19.5 6V11.5C19.5 16 16.4 19.6 12 21 7.6 19.6 4.5 16 4.5 11.5V6Z" />
    <path d="M8.8 12.2 11 14.4 15.4 10" />
  </Icon>
);

export const LinkBrokenIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 14.5 14.5 9.5M7.5 11 5.8 12.7A3.7 3.7 0 0 0 11.3 18.2L13 16.5M16.5 13 18.2 11.3A3.7 3.7 0 0 0 12.7 5.8L11 7.5M4 4 6 6M18 18 20 20" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12L15 14" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5.5 12.5 10 17 18.5 7.5" />
  </Icon>
);

export const DotIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="2.5" />
  </Icon>
);
