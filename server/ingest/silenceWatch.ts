/**
 * Tells when a thread that should speak every second has been quiet too long, and when it speaks again.
 * The serving thread watches the ingest worker with it: a worker stuck in a loop (or in one very long SQL
 * statement) would otherwise freeze the line and the database without a word.
 */
export const makeSilenceWatch = (options: {
  readonly limitMs: number;
  readonly now: () => number;
  readonly onSilent: (quietMs: number) => void;
  readonly onBack: (quietMs: number) => void;
}) => {
  let lastHeard = options.now();
  let silent = false;
  return {
    heard: (): void => {
      const now = options.now();
      if (silent) options.onBack(now - lastHeard);
      silent = false;
      lastHeard = now;
    },
    check: (): void => {
      const quiet = options.now() - lastHeard;
      if (silent || quiet <= options.limitMs) return;
      silent = true;
      options.onSilent(quiet);
    },
  };
};
