import type { ReactNode } from "react";
import type { RowOptions } from "./EventRow.tsx";
import { FeedNotice } from "./FeedNotice.tsx";
import { LineGroupCard } from "./LineGroupCard.tsx";
import { LineSkeleton } from "./LineSkeleton.tsx";
import type { LineGroup } from "./lineGroups.ts";
import type { FeedPhase } from "./useFeed.ts";

/** A line page's list in each phase of its feed: skeleton, tournaments, or the page's own empty state. */
export function LineBody({
  phase,
  groups,
  options,
  empty,
}: {
  readonly phase: FeedPhase;
  readonly groups: ReadonlyArray<LineGroup>;
  readonly options: RowOptions;
  readonly empty: ReactNode;
}) {
  if (phase === "loading") return <LineSkeleton />;
  return (
    <div className="line">
      {phase === "stale" && <FeedNotice />}
      {groups.length === 0
        ? empty
        : groups.map((group) => <LineGroupCard key={group.key} group={group} options={options} />)}
    </div>
  );
}
