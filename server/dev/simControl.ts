import type { IncomingMessage, ServerResponse } from "node:http";
import { Schema } from "effect";
import { apiError, RpcErrorCode } from "../../domain/rpc/errors";
import { BodyTooLarge, readBody } from "../http/readBody";
import { sendApiErrors, sendJson } from "../http/respond";

export const SIM_ADVANCE_PATH = "/dev/sim/advance";
export const SIM_NOW_PATH = "/dev/sim/now";

/** At most a week at a time: enough to finish any match, small enough to keep one tick's work bounded. */
const AdvanceRequest = Schema.Struct({
  minutes: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 7 * 24 * 60 })),
});
const decodeAdvance = Schema.decodeUnknownExit(Schema.fromJsonString(AdvanceRequest));

export interface SimControl {
  /** Moves the simulator's clock on by `ms` (and lets the line catch up). */
  readonly advance: (ms: number) => void;
  readonly now: () => number;
}

/**
 * `POST /dev/sim/advance {"minutes": n}`: the simulator's clock jumps ahead, so a browser test (or a
 * developer) sees a match start, finish and its tips settle in seconds. Only with SIM_CONTROL=on outside
 * production (server/config.ts): it moves the world for every visitor. Answers the new sports time, which
 * `GET /dev/sim/now` tells too (a test looks for upcoming matches on the sports clock's days).
 */
export const makeSimControlRoute =
  (control: SimControl) =>
  (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | undefined => {
    if (url.pathname === SIM_NOW_PATH && (req.method === "GET" || req.method === "HEAD")) {
      sendJson(res, 200, { now: control.now() });
      return Promise.resolve();
    }
    if (url.pathname !== SIM_ADVANCE_PATH) return undefined;
    return (async () => {
      if (req.method !== "POST") {
        sendApiErrors(res, [
          apiError(RpcErrorCode.methodNotAllowed, "METHOD_NOT_ALLOWED", "POST the minutes to advance"),
        ]);
        return;
      }
      let body: Buffer;
      try {
        body = await readBody(req, 1_024);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        sendApiErrors(res, [apiError(RpcErrorCode.payloadTooLarge, "PAYLOAD_TOO_LARGE", "Body too large")]);
        return;
      }
      const decoded = decodeAdvance(body.toString("utf8"));
      if (decoded._tag === "Failure") {
        sendApiErrors(res, [
          apiError(RpcErrorCode.invalidPayload, "BAD_REQUEST", 'Expected {"minutes": 1 to 10080}'),
        ]);
        return;
      }
      control.advance(decoded.value.minutes * 60_000);
      sendJson(res, 200, { now: control.now() });
    })();
  };
