import type { TimelineKind } from "../../../domain/statistics/incidentTimeline.ts";

/**
 * The small picture of an incident on the timeline: a ball (scored, own goal, penalty, missed), a card,
 * the change arrows, VAR, the added-time board. Decorative: the row says the same in words.
 */
export function IncidentIcon({ kind }: { readonly kind: TimelineKind }) {
  return (
    <svg
      className={`incident-icon incident-icon--${kind}`}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {shapeOf(kind)}
    </svg>
  );
}

const Ball = ({ crossed = false }: { readonly crossed?: boolean }) => (
  <>
    <circle cx="10" cy="10" r="7.5" className="incident-icon__ball" />
    <path d="M10 6.2l3 2.2-1.1 3.5H8.1L7 8.4z" className="incident-icon__patch" />
    {crossed && <path d="M3.5 3.5l13 13" className="incident-icon__cross" />}
  </>
);

const shapeOf = (kind: TimelineKind) => {
  switch (kind) {
    case "goal":
    case "shootoutScored":
      return <Ball />;
    case "penaltyGoal":
      return (
        <>
          <Ball />
          <text x="15.5" y="19" className="incident-icon__letter">
            P
          </text>
        </>
      );
    case "ownGoal":
      return (
        <g className="incident-icon--own">
          <Ball />
        </g>
      );
    case "penaltyMissed":
    case "shootoutMissed":
      return <Ball crossed />;
    case "yellowCard":
      return <rect x="5.5" y="3" width="9" height="14" rx="1.5" className="incident-icon__yellow" />;
    case "redCard":
      return <rect x="5.5" y="3" width="9" height="14" rx="1.5" className="incident-icon__red" />;
    case "secondYellow":
      return (
        <>
          <rect x="3.5" y="2" width="8.5" height="13" rx="1.5" className="incident-icon__yellow" />
          <rect x="8" y="5" width="8.5" height="13" rx="1.5" className="incident-icon__red" />
        </>
      );
    case "minorPenalty":
      return (
        <>
          <circle cx="10" cy="10" r="7.5" className="incident-icon__ring" />
          <path d="M10 5.5V10l3 2" className="incident-icon__hand" />
        </>
      );
    case "substitution":
      return (
        <>
          <path d="M6 16V5M3 8l3-3 3 3" className="incident-icon__in" />
          <path d="M14 4v11M11 12l3 3 3-3" className="incident-icon__out" />
        </>
      );
    case "varCheck":
    case "varGoalConfirmed":
    case "varGoalDisallowed":
      return (
        <>
          <rect x="1.5" y="4" width="17" height="12" rx="2" className="incident-icon__screen" />
          <text x="10" y="13" className="incident-icon__var">
            VAR
          </text>
        </>
      );
    case "injuryTime":
      return (
        <>
          <rect x="2" y="4" width="16" height="12" rx="2" className="incident-icon__board" />
          <path d="M10 7v6M7 10h6" className="incident-icon__plus" />
        </>
      );
  }
};
