/**
 * The script the bench puts in each page before its own scripts (as source text: a serialised function
 * would carry the bundler's helpers into the page). A MutationObserver on the document finds every
 * `.odds__price` whose text changed, names its cell by the row's `data-event-id` and the column's
 * index, and stamps it "painted" in a task posted from the next animation frame: that task runs once
 * the frame holding the change has been drawn. A PerformanceObserver keeps the long tasks.
 * Times are epoch ms from `Date.now()`, the clock the server stamps its commits with.
 */
export const PAINT_PROBE = `(() => {
  const probe = { samples: [], longTasks: [] };
  window.__paintProbe = probe;
  try {
    new PerformanceObserver((list) => {
      // Entries arrive after their task: its start in Date.now() terms is now minus the time since.
      const now = Date.now() - performance.now();
      for (const entry of list.getEntries()) probe.longTasks.push({ at: now + entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch (error) {
    probe.longTaskError = String(error);
  }
  const shown = new Map();
  let waiting = [];
  let scheduled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const paintedAt = Date.now();
    for (const sample of waiting) {
      sample.paintedAt = paintedAt;
      probe.samples.push(sample);
    }
    waiting = [];
    scheduled = false;
  };
  const consider = (price) => {
    const cell = price.closest(".odds");
    const row = price.closest("[data-event-id]");
    if (!cell || !cell.parentElement || !row) return;
    const key = row.getAttribute("data-event-id") + "/" + Array.prototype.indexOf.call(cell.parentElement.children, cell);
    const text = (price.textContent || "").trim();
    if (shown.get(key) === text) return;
    shown.set(key, text);
    waiting.push({ key, text, seenAt: Date.now(), paintedAt: 0 });
  };
  new MutationObserver((records) => {
    const prices = new Set();
    for (const record of records) {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const price = node && node.closest(".odds__price");
      if (price) prices.add(price);
      for (const added of record.addedNodes) {
        if (added.nodeType !== 1) continue;
        if (added.matches(".odds__price")) prices.add(added);
        for (const inner of added.querySelectorAll(".odds__price")) prices.add(inner);
      }
    }
    for (const price of prices) if (price.isConnected) consider(price);
    if (waiting.length > 0 && !scheduled) {
      scheduled = true;
      requestAnimationFrame(() => channel.port2.postMessage(0));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;
