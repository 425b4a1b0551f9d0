import { Schema } from "effect";
import { defineCommand, EmptyPayload } from "./command";

/** `get_current_time`: the server clock in epoch milliseconds, used by the client to correct its own. */
export const GetCurrentTime = defineCommand({
  service: "funsclub-front-server",
  name: "get_current_time",
  payload: EmptyPayload,
  success: Schema.Struct({ time: Schema.Int }),
});
