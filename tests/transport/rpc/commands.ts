import { Schema } from "effect";
import { defineCommand } from "../../../domain/rpc/command";

/** Test-only commands: a payload worth encoding, and a CSV answer. */
export const SendMessage = defineCommand({
  service: "funsclub-chat",
  name: "send_message",
  payload: Schema.Struct({ roomId: Schema.String, text: Schema.String }),
  success: Schema.Struct({ id: Schema.Int }),
});

export const ExportStandings = defineCommand({
  service: "funsclub-read",
  name: "export_standings",
  payload: Schema.Struct({ seasonId: Schema.String }),
  success: Schema.String,
});
