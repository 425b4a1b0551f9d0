import { TipErrorCode } from "../../domain/tips/tipCommands.ts";
import type { TipCreateFailure } from "../../machines/tipCreate/tipCreateMachine.ts";
import type { TipDraftField, TipDraftProblem } from "../../machines/tipCreate/tipDraft.ts";

/** The `tipCreate` key that says why a submit did not create the tip (the error catalogue in words). */
export const failureKey = (failure: TipCreateFailure) => {
  switch (failure.code) {
    case TipErrorCode.tipAlreadyExists:
      return "failedExists" as const;
    case TipErrorCode.salesClosed:
      return "failedStarted" as const;
    case TipErrorCode.outcomeUnavailable:
      return "failedMarketClosed" as const;
  }
  return failure.kind === "network" || failure.kind === "timeout"
    ? ("failedNetwork" as const)
    : ("failedOther" as const);
};

const PROBLEM_KEYS = {
  title: { required: "titleRequired", tooLong: "titleTooLong" },
  comment: { required: "commentRequired", tooLong: "commentTooLong" },
  cost: { required: "costRequired", notWhole: "costNotWhole", outOfRange: "costOutOfRange" },
} as const;

type ProblemKey = {
  [F in keyof typeof PROBLEM_KEYS]: (typeof PROBLEM_KEYS)[F][keyof (typeof PROBLEM_KEYS)[F]];
}[keyof typeof PROBLEM_KEYS];

/** The `tipCreate` key of a field's problem. */
export const problemKey = (field: TipDraftField, problem: TipDraftProblem): ProblemKey =>
  (PROBLEM_KEYS[field] as Partial<Record<TipDraftProblem, ProblemKey>>)[problem] ??
  PROBLEM_KEYS[field].required;
