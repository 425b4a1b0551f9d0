// Runs in a worker thread (plain JavaScript: Node 20 does not load TypeScript in a worker's entry).
// Opens many websocket clients, optionally subscribes each to a topic, and records for every `event`
// frame the delay from its stamp to its receipt: a feed batch's commit `time`, or a chat message's
// `timestamp` (a chat's `online` counts carry neither and are not counted). With `spreadAddresses` each
// client says it comes from an address of its own (X-Forwarded-For, trusted from loopback by the bench's
// server): a thousand people, not one address past its subscription bound.
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

const { url, clients, topic, spreadAddresses } = workerData;
const delays = [];
let frames = 0;
let diffs = 0;
let lastReceipt = 0;
const sockets = [];

const open = (index) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(
      url,
      spreadAddresses
        ? { headers: { "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` } }
        : undefined,
    );
    sockets.push(socket);
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === "subscribed") resolve();
      if (message.type !== "event" || !message.data) return;
      const stamp = message.data.time ?? message.data.message?.timestamp;
      if (typeof stamp !== "number") return;
      const now = Date.now();
      delays.push(now - stamp);
      frames++;
      diffs += message.data.diffs?.length ?? 1;
      lastReceipt = now;
    });
    socket.once("open", () => {
      if (topic) socket.send(JSON.stringify({ type: "subscribe", id: `c${index}`, topic }));
      else resolve();
    });
    socket.once("error", reject);
  });

for (let i = 0; i < clients; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, clients - i) }, (_, k) => open(i + k)));
}
parentPort.postMessage({ type: "ready" });
parentPort.on("message", (message) => {
  if (message.type !== "report") return;
  parentPort.postMessage({ type: "report", delays, frames, diffs, lastReceipt });
  for (const socket of sockets) socket.terminate();
});
