import { Exit, Schema } from "effect";
import { TIP_COST_MAX } from "../../domain/tips/tip.ts";
import {
  CreatePrediction,
  TIP_COMMENT_MAX_LENGTH,
  TIP_TITLE_MAX_LENGTH,
} from "../../domain/tips/tipCommands.ts";

/**
 * The creation sheet's form as typed, and what is wrong with it. A draft is valid exactly when
 * `create_prediction`'s payload schema (the one the server decodes with) accepts it: the problems only
 * name, for the sheet's words, which rule a refused field broke.
 */
export interface TipDraft {
  readonly title: string;
  readonly comment: string;
  /** As typed: whole FUN, 0 for a free tip. */
  readonly cost: string;
}

export type TipDraftField = keyof TipDraft;

export type TipDraftProblem = "required" | "tooLong" | "notWhole" | "outOfRange";

export type TipDraftProblems = Partial<Record<TipDraftField, TipDraftProblem>>;

export type CreatePredictionPayload = typeof CreatePrediction.payload.Type;

export const EMPTY_TIP_DRAFT: TipDraft = { title: "", comment: "", cost: "" };

const fields = CreatePrediction.payload.fields;
const accepts = <S extends Schema.Top>(schema: S, value: unknown): boolean =>
  Exit.isSuccess(Schema.decodeUnknownExit(schema as never)(value));

/** A refused title or comment is either empty once trimmed or too long. */
const textProblem = (value: string, maxLength: number): TipDraftProblem =>
  value.trim().length > maxLength ? "tooLong" : "required";

/** The typed cost as a number: digits only (no sign, no decimals, no exponent), or NaN. */
const costNumber = (cost: string): number => {
  const trimmed = cost.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const costProblem = (cost: string): TipDraftProblem => {
  const trimmed = cost.trim();
  if (trimmed === "") return "required";
  return /^\d+$/.test(trimmed) ? "outOfRange" : "notWhole";
};

/** What is wrong with each field (an empty record when the server's schema takes the draft). */
export const tipDraftProblems = (draft: TipDraft): TipDraftProblems => {
  const problems: Partial<Record<TipDraftField, TipDraftProblem>> = {};
  if (!accepts(fields.title, draft.title)) problems.title = textProblem(draft.title, TIP_TITLE_MAX_LENGTH);
  if (!accepts(fields.comment, draft.comment))
    problems.comment = textProblem(draft.comment, TIP_COMMENT_MAX_LENGTH);
  if (!accepts(fields.cost, costNumber(draft.cost))) problems.cost = costProblem(draft.cost);
  return problems;
};

export const isTipDraftValid = (draft: TipDraft): boolean =>
  Object.keys(tipDraftProblems(draft)).length === 0;

/**
 * The `create_prediction` payload of a valid draft on an outcome, decoded by the command's own schema
 * (trimmed as the server would); throws on an invalid one, which the machine's guard never lets through.
 */
export const tipPayload = (outcomeHashPath: string, draft: TipDraft): CreatePredictionPayload =>
  Schema.decodeUnknownSync(CreatePrediction.payload)({
    outcomeHashPath,
    title: draft.title,
    comment: draft.comment,
    cost: costNumber(draft.cost),
  });

/** The sheet's bounds, for its hints. */
export const TIP_DRAFT_LIMITS = {
  titleMaxLength: TIP_TITLE_MAX_LENGTH,
  commentMaxLength: TIP_COMMENT_MAX_LENGTH,
  costMax: TIP_COST_MAX,
} as const;
