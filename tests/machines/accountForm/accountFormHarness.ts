import type { AnyActorLogic } from "xstate";
import type { AccountFormMachine } from "../../../machines/accountForm/accountFormMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";

/**
 * An account form machine whose `submit` waits for the test, and whose success announcements are recorded.
 */
export const accountFormHarness = <F extends string, TResult>(machine: AccountFormMachine<F, TResult>) => {
  const submissions: Array<PendingCall<Readonly<Record<string, string>>, TResult>> = [];
  const announced: unknown[] = [];
  const provided = machine.provide({
    actors: { submit: waitingActor(submissions) as unknown as AnyActorLogic },
    actions: { announceSuccess: (_, result) => void announced.push(result) },
  } as Parameters<typeof machine.provide>[0]);
  return { machine: provided, submissions, announced, pending: () => stillWaiting(submissions) };
};
