import type { ReactElement } from "react";
import type { MainSportCode } from "../sports/mainSports.ts";
import { Icon, type IconProps } from "./Icon.tsx";

const shapes: Record<MainSportCode, ReactElement> = {
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8.6 15.2 10.9 14 14.7H10L8.8 10.9Z" fill="currentColor" />
      <path d="M12 8.6V5.2M15.2 10.9 18.5 9.8M14 14.7 16 17.6M10 14.7 8 17.6M8.8 10.9 5.5 9.8" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.4 5.9C8.7 8.7 8.7 15.3 5.4 18.1" />
      <path d="M18.6 5.9C15.3 8.7 15.3 15.3 18.6 18.1" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3V21M3 12H21" />
      <path d="M6.2 5.2C8.6 7.2 9.6 9.4 9.6 12S8.6 16.8 6.2 18.8" />
      <path d="M17.8 5.2C15.4 7.2 14.4 9.4 14.4 12S15.4 16.8 17.8 18.8" />
    </>
  ),
  "ice-hockey": (
    <>
      <path d="M6 3.5 12.6 15.6C13.1 16.5 13.9 17 14.9 17H19.5" />
      <path d="M19.5 14.6V17" />
      <ellipse cx="7" cy="18.6" rx="3.4" ry="1.6" fill="currentColor" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 12A8 8 0 0 0 20 16" />
      <path d="M7.5 13.5A12 12 0 0 0 16 20" />
      <path d="M12 12A8 8 0 0 0 4.5 16.9" />
      <path d="M13 7.4A12 12 0 0 0 3.1 11.5" />
      <path d="M12 12A8 8 0 0 0 11.5 3.1" />
      <path d="M15.5 15.1A12 12 0 0 0 16.9 4.5" />
    </>
  ),
};

export function SportIcon({ sport, ...props }: IconProps & { readonly sport: MainSportCode }) {
  return <Icon {...props}>{shapes[sport]}</Icon>;
}
