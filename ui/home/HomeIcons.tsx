import { Icon, type IconProps } from "../icons/Icon.tsx";

/** Icons only the home page uses, on the shared icon grid. */

export const PadlockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5.5" y="10.5" width="13" height="9.5" rx="2" />
    <path d="M8.5 10.5V8A3.5 3.5 0 0 1 15.5 8V10.5" />
  </Icon>
);

export const RetryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19.5 12A7.5 7.5 0 1 1 17.3 6.7" />
    <path d="M19.5 4.5V8.5H15.5" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12H19M13.5 6.5 19 12 13.5 17.5" />
  </Icon>
);
