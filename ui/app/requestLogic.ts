import { fromPromise } from "xstate";
import { type RequestMachine, requestMachineOf } from "../../machines/request/requestMachine.ts";

/** A request machine with its `send` actor: the request's input in, its answer out. */
export const requestLogic = <TInput, TOutput>(
  send: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
): RequestMachine<TInput, TOutput> =>
  requestMachineOf<TInput, TOutput>().provide({
    actors: { send: fromPromise<unknown, unknown>(({ input, signal }) => send(input as TInput, signal)) },
  });
