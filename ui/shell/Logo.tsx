/** The FunsClub wordmark: a pulse mark (live scores) and the name, "Club" in the accent colour. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        width="28"
        height="28"
        viewBox="0 0 28 28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="28" height="28" rx="8" fill="var(--accent)" />
        <path
          d="M5.5 15H9.5L11.8 9.5 15.6 19 17.9 13.2H22.5"
          fill="none"
          stroke="var(--accent-contrast)"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__word">
        Funs<span className="logo__accent">Club</span>
      </span>
    </span>
  );
}
