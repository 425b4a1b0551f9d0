import { Context } from "effect";
import type { FeedEngine } from "./FeedEngine";

/** The running feed engine, as RPC handlers see it. */
export class LineFeed extends Context.Service<LineFeed, FeedEngine>()("server/feed/LineFeed") {}
