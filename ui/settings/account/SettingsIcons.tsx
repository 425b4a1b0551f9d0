import { Icon, type IconProps } from "../../icons/Icon.tsx";

/** Icons of the account settings pages, on the grid of `ui/icons`. */

export const CameraIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7H8L9.5 5H14.5L16 7H18.5A1.5 1.5 0 0 1 20 8.5V17.5A1.5 1.5 0 0 1 18.5 19H5.5A1.5 1.5 0 0 1 4 17.5Z" />
    <circle cx="12" cy="12.8" r="3.3" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 7H19.5M9.5 7V5A1 1 0 0 1 10.5 4H13.5A1 1 0 0 1 14.5 5V7M6.5 7 7.4 18.6A1.5 1.5 0 0 0 8.9 20H15.1A1.5 1.5 0 0 0 16.6 18.6L17.5 7" />
    <path d="M10 10.5V16.5M14 10.5V16.5" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 10.5A5.5 5.5 0 0 1 17.5 10.5V14L19 16.5H5L6.5 14Z" />
    <path d="M10 19.2A2.2 2.2 0 0 0 14 19.2" />
  </Icon>
);

export const UndoIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 6.5 4.5 10.5 8.5 14.5" />
    <path d="M4.5 10.5H14A5 5 0 0 1 14 20.5H10" />
  </Icon>
);
