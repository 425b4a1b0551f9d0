import type { Sport } from "../../domain/feed/tree";
import { formatOdds } from "../../domain/sportsbook/formatOdds";
import { MAIN_COLUMNS, MAIN_MARKET, type OddsCell } from "./oddsChanges";

const priceOf = (line: Sport, cell: OddsCell): string => {
  const event = line.categories[cell.categoryId]!.tournaments[cell.tournamentId]!.events[cell.eventId]!;
  const coefficient =
    event.scopes["full_event--0"]?.markets[MAIN_MARKET]?.outcomes[MAIN_COLUMNS[cell.column]!]?.coefficient;
  return coefficient === undefined ? "–" : formatOdds(coefficient);
};

/**
 * The baseline page: the same rows as plain cells (the row, column and price markup the probe reads)
 * and a bare websocket whose every message is a committed batch; each main-market price it carries is
 * written straight into its cell. No framework, no state, no fold.
 */
export const barePageHtml = (line: Sport, cells: ReadonlyArray<OddsCell>, wsPath: string): string => {
  const rows = new Map<string, OddsCell[]>();
  for (const cell of cells) rows.set(cell.eventId, [...(rows.get(cell.eventId) ?? []), cell]);
  const body = [...rows]
    .map(
      ([eventId, row]) =>
        `<li data-event-id="${eventId}"><span class="name">${eventId}</span><div class="event-row__odds">${row
          .map((cell) => `<span class="odds"><span class="odds__price">${priceOf(line, cell)}</span></span>`)
          .join("")}</div></li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare echo</title>
<style>body{font:14px system-ui;margin:0}ul{list-style:none;margin:0;padding:0}li{display:flex;gap:12px;padding:4px 12px;border-bottom:1px solid #ddd}.name{flex:1}.event-row__odds{display:flex;gap:8px}.odds{width:56px;text-align:center}</style>
</head><body><ul id="rows">
${body}
</ul>
<script>
  const columns = ${JSON.stringify(MAIN_COLUMNS)};
  const cells = new Map();
  for (const row of document.querySelectorAll("[data-event-id]")) {
    row.querySelectorAll(".odds__price").forEach((price, column) => cells.set(row.dataset.eventId + "/" + column, price));
  }
  const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + ${JSON.stringify(wsPath)});
  socket.onmessage = (message) => {
    const batch = JSON.parse(message.data);
    for (const diff of batch.diffs) {
      if (diff.level !== "outcome" || !diff.data || typeof diff.data.coefficient !== "number") continue;
      const parts = diff.path.split("->");
      if (parts[5] !== ${JSON.stringify(MAIN_MARKET)}) continue;
      const cell = cells.get(parts[3] + "/" + columns.indexOf(parts[6]));
      if (cell) cell.textContent = diff.data.coefficient.toFixed(2);
    }
  };
  socket.onopen = () => { document.body.dataset.connected = "yes"; };
</script>
</body></html>`;
};
