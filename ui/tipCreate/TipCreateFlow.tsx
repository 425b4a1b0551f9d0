import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { tipSelectionOf } from "../../machines/tipCreate/tipSelectionOf.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { tipCreateActorsOf } from "../app/tipCreateActors.ts";
import { signInHref } from "../auth/signInRedirect.ts";
import { TipCreatedSheet } from "./TipCreatedSheet.tsx";
import { TipCreateSheet } from "./TipCreateSheet.tsx";

/** One press of "create a tip" on an outcome: a new object each time, so pressing again reopens. */
export interface TipCreateRequest {
  readonly outcomeId: string;
}

/**
 * Tip creation on an event (a lazy chunk: mounted at the first press, with the machine and its actors):
 * each request opens the creation sheet on its outcome, or sends a visitor to sign in and back here.
 */
export function TipCreateFlow({
  request,
  event,
}: {
  readonly request: TipCreateRequest;
  readonly event: FeedEvent;
}) {
  const { tips: deps, session } = useAppActors();
  const actors = tipCreateActorsOf(deps);
  const locale = useLocale();
  const navigate = useNavigate();
  const signedIn = useSelector(session, (snapshot) => snapshot.hasTag("signedIn"));
  const create = useActorRef(actors.logic, {
    input: { signedIn },
    ...(actors.inspect ? { inspect: actors.inspect } : {}),
  });
  useEffect(() => {
    create.send({ type: signedIn ? "tipCreate.session.signedIn" : "tipCreate.session.signedOut" });
  }, [create, signedIn]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per actor; the navigation only forwards.
  useEffect(() => {
    const signIn = create.on("tipCreate.signInRequired", () => {
      void navigate({ href: signInHref(locale, window.location.pathname) });
    });
    return () => signIn.unsubscribe();
  }, [create]);
  // The outcome as the line has it at the press (an outcome gone from the line opens nothing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per press; the event is read at it.
  useEffect(() => {
    const selection = tipSelectionOf(event, request.outcomeId);
    if (selection) create.send({ type: "tipCreate.open", selection });
  }, [create, request]);
  return (
    <>
      <TipCreateSheet create={create} event={event} />
      <TipCreatedSheet create={create} />
    </>
  );
}
