import { teamHue } from "./teamMonogram.ts";

/**
 * The crest's hue rounded to steps of this many degrees: the stylesheet holds one rule per step
 * (crestHues.css), since the page's CSP drops the style attribute that could carry any hue. Five degrees
 * apart is below what the eye tells apart on a crest.
 */
export const CREST_HUE_STEP = 5;

/** The team's hue (teamHue) to the nearest step, in [0, 360). */
export const crestHue = (teamId: string): number =>
  (Math.round(teamHue(teamId) / CREST_HUE_STEP) * CREST_HUE_STEP) % 360;
