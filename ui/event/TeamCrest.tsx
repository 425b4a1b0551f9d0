import { crestHue } from "./crestHue.ts";
import { teamInitials } from "./teamMonogram.ts";

/** A round badge with the team's initials in the team's own hue (crestHues.css reads `data-hue`). */
export function TeamCrest({ teamId, name }: { readonly teamId: string; readonly name: string }) {
  return (
    <span className="team-crest" data-hue={crestHue(teamId)} aria-hidden="true">
      {teamInitials(name)}
    </span>
  );
}
