import { Icon, type IconProps } from "../icons/Icon.tsx";

/** Icons only the feed pages use, on the shared icon grid. */

export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5.5" y="10.5" width="13" height="9.5" rx="2" />
    <path d="M8.5 10.5V8A3.5 3.5 0 0 1 15.5 8V10.5" />
  </Icon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 18V6M6.5 11.5 12 6 17.5 11.5" />
  </Icon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6V18M6.5 12.5 12 18 17.5 12.5" />
  </Icon>
);

export const WifiOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 4 20 20M8.5 16.2A5 5 0 0 1 15.5 16.2M5 12.6A10 10 0 0 1 9.3 10.2M14.7 10.2A10 10 0 0 1 19 12.6M2 9A14.5 14.5 0 0 1 6.3 6.4M11 5.6A14.5 14.5 0 0 1 22 9" />
    <circle cx="12" cy="19.5" r="0.6" fill="currentColor" />
  </Icon>
);
