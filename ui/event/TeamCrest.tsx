import type { CSSProperties } from "react";
import { teamHue, teamInitials } from "./teamMonogram.ts";

/** A round badge with the team's initials in the team's own hue. */
export function TeamCrest({ teamId, name }: { readonly teamId: string; readonly name: string }) {
  return (
    <span
      className="team-crest"
      style={{ "--crest-hue": teamHue(teamId) } as CSSProperties}
      aria-hidden="true"
    >
      {teamInitials(name)}
    </span>
  );
}
