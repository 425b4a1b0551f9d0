import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { EventNotFoundError, validateEventId } from "../../domain/event/eventId";
import { eventIdOfOgImagePath } from "../../domain/seo/ogImagePath";
import type { FeedEngine } from "../feed/FeedEngine";
import { matchesEtag } from "../http/etag";
import type { Logger } from "../log";
import { cardFingerprint, type EventCard, eventCardOf } from "./eventCard";
import { loadCardFonts } from "./eventImage";
import { makeEventImageCache } from "./eventImageCache";
import { makeWorkerDrawer } from "./workerDrawer";

/** A minute: a link preview may keep the picture that long, a score change shows after at most that. */
const CACHE_CONTROL = "public, max-age=60";

/**
 * Bumped when the drawing changes, so that ETags of pictures drawn by an older design stop matching.
 * NOTE: the ETag comes from what the picture shows, not from its bytes, so a revalidation is answered
 * 304 without drawing anything, even after a restart.
 */
const CARD_DESIGN = "1";

export interface EventImageRouteOptions {
  readonly feed: Pick<FeedEngine, "lines">;
  readonly logger: Logger;
  /** Draws a card as a 1200×630 PNG; by default on a thread of its own (workerDrawer.ts). */
  readonly draw?: (card: EventCard) => Promise<Buffer>;
  /** Events whose newest picture is held in memory. */
  readonly capacity?: number;
}

const sendText = (
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(text);
};

/**
 * `GET /og/event/{id}.png`: an event's Open Graph image, drawn from the line as it is now, cached in
 * memory per event and what the picture shows. Answers undefined for any other path.
 */
export const makeEventImageRoute = ({
  feed,
  logger,
  draw = makeWorkerDrawer(loadCardFonts()),
  capacity = 500,
}: EventImageRouteOptions) => {
  const cache = makeEventImageCache(capacity);
  // The sports' own trees, searched in place: no view is built for a picture (this runs on every request).
  const findCard = (eventId: string): EventCard | undefined => {
    for (const { tree } of feed.lines()) {
      const card = eventCardOf(tree, eventId);
      if (card) return card;
    }
    return undefined;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, rawId: string): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method not allowed", { allow: "GET, HEAD" });
    }
    const eventId = validateEventId(rawId);
    const card = eventId instanceof EventNotFoundError ? undefined : findCard(eventId);
    if (!card) return sendText(res, 404, "Not found");

    const fingerprint = cardFingerprint(card);
    const etag = `"${createHash("sha1").update(`${CARD_DESIGN}\n${rawId}\n${fingerprint}`).digest("base64url")}"`;
    const headers = {
      etag,
      "cache-control": CACHE_CONTROL,
      "x-content-type-options": "nosniff",
      // Share images are shown by other sites (chat apps, social cards): they may embed them.
      "cross-origin-resource-policy": "cross-origin",
    };
    if (matchesEtag(req.headers["if-none-match"], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let png: Buffer;
    try {
      png = await cache.image(rawId, fingerprint, () => draw(card));
    } catch (error) {
      logger.error("event image failed", {
        eventId: rawId,
        error: error instanceof Error ? error.message : String(error),
      });
      return sendText(res, 500, "Internal server error");
    }
    res.writeHead(200, { ...headers, "content-type": "image/png", "content-length": png.length });
    res.end(req.method === "HEAD" ? undefined : png);
  };

  return (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | undefined => {
    const rawId = eventIdOfOgImagePath(url.pathname);
    return rawId === undefined ? undefined : answer(req, res, rawId);
  };
};
