import { useActorRef } from "@xstate/react";
import { useEffect, useState } from "react";
import type { Actor, AnyActorLogic, EventFromLogic, InputFrom, InspectionEvent } from "xstate";
import { useAppActors } from "./hooks.ts";

export interface PageActorOptions<TLogic extends AnyActorLogic> {
  /** The key its route prefetched it under (ui/app/pageActors.ts). */
  readonly key: string;
  readonly input: InputFrom<TLogic>;
  readonly id?: string;
  readonly inspect?: ((event: InspectionEvent) => void) | undefined;
  /** Sent once when the actor starts from the HTML's snapshot: what the machine does to catch up. */
  readonly resume: EventFromLogic<TLogic>;
}

/**
 * A page machine for as long as the calling component is mounted, started from the snapshot the server
 * rendered it with when the HTML carried one (issue 14), from scratch otherwise.
 */
export const usePageActor = <TLogic extends AnyActorLogic>(
  logic: TLogic,
  { key, input, id, inspect, resume }: PageActorOptions<TLogic>,
): Actor<TLogic> => {
  const { pages } = useAppActors();
  const [snapshot] = useState(() => pages.take(key));
  const actor = useActorRef(logic, {
    input,
    ...(id ? { id } : {}),
    ...(inspect ? { inspect } : {}),
    ...(snapshot ? { snapshot: snapshot as never } : {}),
  } as never) as Actor<TLogic>;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per actor; the resume event is fixed.
  useEffect(() => {
    if (snapshot) actor.send(resume);
  }, [actor]);
  return actor;
};
