import { submitFailure } from "../accountForm/submitFailure.ts";

/**
 * What the two link pages (a password reset link, an e-mail verification link) do when the server refuses
 * the link as they open: each known refusal code ends in its own state with the failure kept, anything
 * else goes to `failed`, which offers a retry. The machine's setup names the `refusedWith` guard below and
 * its own `takeFailure` action (an assign on its context).
 */
type ErrorEvent = { readonly event: { readonly error: unknown } };

const errorOf = ({ event }: ErrorEvent) => ({ error: event.error });

/** The `refusedWith` guard: the server's refusal carries `code`. */
export const refusedWith = (_: unknown, params: { readonly error: unknown; readonly code: string }) =>
  submitFailure(params.error).code === params.code;

/** The `onError` transitions of the link's check: `[target, code]` pairs in order, then `failed`. */
export const linkRefusals = <const Target extends string>(
  refusals: ReadonlyArray<readonly [Target, string]>,
) => [
  ...refusals.map(([target, code]) => ({
    guard: {
      type: "refusedWith" as const,
      params: ({ event }: ErrorEvent) => ({ error: event.error, code }),
    },
    target,
    actions: { type: "takeFailure" as const, params: errorOf },
  })),
  { target: "failed" as const, actions: { type: "takeFailure" as const, params: errorOf } },
];
