import type { ReactNode } from "react";

export interface IconProps {
  readonly size?: number;
  readonly className?: string;
}

/** The frame every icon shares: decorative (the control around it carries the name), stroked, 24-unit grid. */
export function Icon({ size = 20, className, children }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
