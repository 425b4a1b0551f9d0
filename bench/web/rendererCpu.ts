interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/**
 * Thread CPU milliseconds the page's main thread spent in tasks, from a Chromium trace (the
 * `disabled-by-default-devtools.timeline` category, which holds the RunTask events): unlike wall times, this does not grow when other processes hold the
 * cores, so it compares two pages fairly on a busy machine.
 */
export const rendererMainCpuMs = (trace: Buffer): number => {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let micros = 0;
  for (const event of events) {
    if (event.ph === "X" && event.name === "RunTask" && mainThreads.has(`${event.pid}:${event.tid}`))
      micros += event.tdur ?? 0;
  }
  return micros / 1000;
};
