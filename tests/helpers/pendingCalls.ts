import { fromPromise } from "xstate";

/** A call a machine's actor made, answered by the test; `live` until answered or dropped by the machine. */
export interface PendingCall<TInput, TOutput> {
  readonly input: TInput;
  readonly resolve: (output: TOutput) => void;
  readonly reject: (error: unknown) => void;
  readonly live: () => boolean;
}

/**
 * A promise actor that records each call in `calls` and waits for the test to answer it, so a test decides
 * when (and how) every request of the machine ends.
 */
export const waitingActor = <TInput, TOutput>(calls: Array<PendingCall<TInput, TOutput>>) =>
  fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        let answered = false;
        calls.push({
          input,
          resolve: (output) => {
            answered = true;
            resolve(output);
          },
          reject: (error) => {
            answered = true;
            reject(error);
          },
          live: () => !answered && !signal.aborted,
        });
      }),
  );

export const stillWaiting = <TInput, TOutput>(calls: ReadonlyArray<PendingCall<TInput, TOutput>>) =>
  calls.filter((call) => call.live());

/** Lets promise callbacks (and the events they send) run. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
