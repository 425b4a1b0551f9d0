import type { ActorRefFrom } from "xstate";
import type { HomePageLogic } from "../app/homeActors.ts";

/** The running home page machine the page's blocks read and send to. */
export type HomePageActorRef = ActorRefFrom<HomePageLogic>;
