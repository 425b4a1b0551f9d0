import type { InspectionEvent } from "xstate";
import type { TipsAnswer } from "../../domain/tips/tipsQuery.ts";
import type {
  TipsterProfileAnswer,
  TipsterProfileVariables,
  TipsterTipsVariables,
} from "../../domain/tips/tipsterProfileQuery.ts";
import type { TipsDeps } from "./tipsDeps.ts";

/** The server's own users-service resolvers a render of the profile calls in process. */
export interface TipsterInProcess {
  /** `user` and `tipsterStatistics` as a visitor gets them. */
  readonly profile: (variables: TipsterProfileVariables) => Promise<TipsterProfileAnswer>;
  /** `tips` with the creator filter, as a visitor gets them (no comments). */
  readonly tips: (variables: TipsterTipsVariables) => Promise<TipsAnswer>;
}

/**
 * What the profile's machines need from the composition root: the browser's runtime and signed-in calls
 * (the tips page's, so the app's start-up JS gains nothing), or the server's resolvers. The machines and
 * the code that calls the back end are built from them in `tipsterProfileActors.ts`, with the page's chunk.
 */
export interface TipsterProfileDeps {
  readonly transport: TipsDeps["transport"];
  readonly inProcess: TipsterInProcess | null;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}
