import { Icon, type IconProps } from "../icons/Icon.tsx";

/** The chat's own icons (drawn on the shared 24-unit frame). */

export const BubbleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 5H19A1.5 1.5 0 0 1 20.5 6.5V15A1.5 1.5 0 0 1 19 16.5H11L6.5 20V16.5H5A1.5 1.5 0 0 1 3.5 15V6.5A1.5 1.5 0 0 1 5 5Z" />
    <path d="M8 9.5H16M8 12.5H13" />
  </Icon>
);

export const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 11.6 19.5 4.5 15.2 19.5 11.4 13 4.5 11.6Z" />
    <path d="M11.4 13 19.5 4.5" />
  </Icon>
);

export const ReplyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 6 4.5 11 9.5 16" />
    <path d="M4.5 11H14A5.5 5.5 0 0 1 19.5 16.5V18" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 7H19.5M9.5 7V5H14.5V7M6.5 7 7.5 19.5H16.5L17.5 7" />
    <path d="M10.5 10.5V16M13.5 10.5V16" />
  </Icon>
);

export const BlockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M6 6 18 18" />
  </Icon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5V19M6 13 12 19 18 13" />
  </Icon>
);

export const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 12H6.01M12 12H12.01M18 12H18.01" strokeWidth={3} />
  </Icon>
);

export const TranslateIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6H12M8 4V6M5.5 6C6.5 9 8.5 11.5 11 12.5M10.5 6C9.8 9 7.6 11.8 4.5 13" />
    <path d="M12.5 20 16 11 19.5 20M13.8 17H18.2" />
  </Icon>
);

export const ExpandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4.5H19.5V10M10 19.5H4.5V14M19.5 4.5 13.5 10.5M4.5 19.5 10.5 13.5" />
  </Icon>
);
