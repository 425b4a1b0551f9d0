// Runs in a worker thread (plain JavaScript: Node 20 does not load TypeScript in a worker's entry).
// Opens one websocket per group of topics, each as its own client address (X-Forwarded-For through a
// trusted proxy), subscribes it to its topics and counts the `event` frames that arrive.
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

const { url, groups } = workerData;
let frames = 0;
let bytes = 0;
const sockets = [];

const open = (topics, index) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: { "x-forwarded-for": `10.77.${index >> 8}.${index & 255}` },
    });
    sockets.push(socket);
    let waiting = topics.length;
    socket.on("message", (raw) => {
      const text = raw.toString();
      if (text.startsWith('{"type":"event"')) {
        frames++;
        bytes += text.length;
        return;
      }
      const message = JSON.parse(text);
      if (message.type === "subscribed" && --waiting === 0) resolve();
      if (message.type === "error") reject(new Error(`${message.code}: ${message.message}`));
    });
    socket.once("open", () => {
      for (const [k, topic] of topics.entries())
        socket.send(JSON.stringify({ type: "subscribe", id: `s${k}`, topic }));
    });
    socket.once("error", reject);
  });

try {
  await Promise.all(groups.map((topics, index) => open(topics, index)));
  parentPort.postMessage({ type: "ready" });
} catch (error) {
  parentPort.postMessage({ type: "failed", message: String(error) });
}
parentPort.on("message", (message) => {
  if (message.type === "count") parentPort.postMessage({ type: "count", frames, bytes });
  if (message.type === "close") {
    for (const socket of sockets) socket.close();
    parentPort.postMessage({ type: "closed" });
  }
});
