import type { ActorRefFrom } from "xstate";
import type { TipRecordLogic } from "../app/tipRecordActors.ts";

/** The page's running machine, as its sections get it. */
export type TipRecordActorRef = ActorRefFrom<TipRecordLogic>;
