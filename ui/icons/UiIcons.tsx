import { Icon, type IconProps } from "./Icon.tsx";

/** Interface icons, drawn on the same grid as the sport icons. */

export const SunIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5V4.5M12 19.5V21.5M4.6 4.6 6 6M18 18 19.4 19.4M2.5 12H4.5M19.5 12H21.5M4.6 19.4 6 18M18 6 19.4 4.6" />
  </Icon>
);

export const MoonIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 14.6A8.2 8.2 0 1 1 9.4 4 6.6 6.6 0 0 0 20 14.6Z" />
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12H21M12 3C14.5 5.5 15.6 8.6 15.6 12S14.5 18.5 12 21C9.5 18.5 8.4 15.4 8.4 12S9.5 5.5 12 3Z" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9.5 12 15.5 18 9.5" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 6 15.5 12 9.5 18" />
  </Icon>
);

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10.5 12 4 20 10.5V19A1.5 1.5 0 0 1 18.5 20.5H15V14.5H9V20.5H5.5A1.5 1.5 0 0 1 4 19Z" />
  </Icon>
);

export const LiveIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="2.2" fill="currentColor" />
    <path d="M7.8 7.8A6 6 0 0 0 7.8 16.2M16.2 7.8A6 6 0 0 1 16.2 16.2M4.9 4.9A10 10 0 0 0 4.9 19.1M19.1 4.9A10 10 0 0 1 19.1 19.1" />
  </Icon>
);

export const TipsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7.5A1.5 1.5 0 0 1 5.5 6H18.5A1.5 1.5 0 0 1 20 7.5V10A2 2 0 0 0 20 14V16.5A1.5 1.5 0 0 1 18.5 18H5.5A1.5 1.5 0 0 1 4 16.5V14A2 2 0 0 0 4 10Z" />
    <path d="M9.5 12.2 11.2 13.8 14.6 10.4" />
  </Icon>
);

export const TrophyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 4H16V9A4 4 0 0 1 8 9Z" />
    <path d="M8 5.5H5V7A3 3 0 0 0 8 10M16 5.5H19V7A3 3 0 0 1 16 10M12 13V17M8.5 20H15.5M9.5 17H14.5V20H9.5Z" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7H20M4 12H20M4 17H20" />
  </Icon>
);

export const SlidersIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7H14M18 7H20M4 17H6M10 17H20" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 6.5 17.5 17.5M17.5 6.5 6.5 17.5" />
  </Icon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.3 10.8 15 16.2 9.6" />
  </Icon>
);

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.3 4.2 2.9 17.5A2 2 0 0 0 4.6 20.5H19.4A2 2 0 0 0 21.1 17.5L13.7 4.2A2 2 0 0 0 10.3 4.2Z" />
    <path d="M12 9.5V13.5M12 17V17.01" />
  </Icon>
);

export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12.5M12 16.2V16.21" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 5H19A1.5 1.5 0 0 1 20.5 6.5V15A1.5 1.5 0 0 1 19 16.5H11L6.5 20V16.5H5A1.5 1.5 0 0 1 3.5 15V6.5A1.5 1.5 0 0 1 5 5Z" />
    <path d="M9.2 9.2 14.8 12.8M14.8 9.2 9.2 12.8" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10H20.5M8 3V7M16 3V7" />
  </Icon>
);

export const NewsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4.5H16.5V18A2 2 0 0 0 18.5 20H6.5A1.5 1.5 0 0 1 5 18.5Z" />
    <path d="M16.5 9H19.5V18A2 2 0 0 1 16.5 18M8 8.5H13.5M8 12H13.5M8 15.5H11.5" />
  </Icon>
);

export const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M3.5 19.5C3.9 16.3 6.2 14.3 9 14.3S14.1 16.3 14.5 19.5M15.5 5.6A3.2 3.2 0 0 1 15.5 11.4M17.2 14.6C19 15.3 20.2 17 20.5 19.5" />
  </Icon>
);

export const FlameIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21C8.1 21 5.5 18.4 5.5 14.8C5.5 11.4 7.9 9.5 9.2 7.1C9.9 8.6 10.9 9.4 11.9 9.8C11.6 7.2 12.6 4.6 14.6 3C14.9 6.1 18.5 8.6 18.5 14.1C18.5 18.2 15.8 21 12 21Z" />
    <path d="M12 21C10.3 21 9.2 19.7 9.2 18.1C9.2 16.1 10.9 15.2 11.6 13.6C12.5 15 14.8 15.8 14.8 18.1C14.8 19.7 13.7 21 12 21Z" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20C5.2 16.3 8.2 14 12 14S18.8 16.3 19.5 20" />
  </Icon>
);
