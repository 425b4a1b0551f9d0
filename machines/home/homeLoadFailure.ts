import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";

/** Why the home page's data could not be loaded. */
export type HomeLoadFailure = RequestFailure;
export const homeLoadFailure = requestFailure;
