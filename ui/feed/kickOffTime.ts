/**
 * Kick-off times in the visitor's chosen zone (accounts spec section 4), not the browser's: `19:30`, or
 * with the day for the event header.
 */
export const formatKickOffTime = (epochMs: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone }).format(epochMs);

export const formatKickOffDay = (epochMs: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: "short", day: "numeric", month: "short", timeZone }).format(
    epochMs,
  );
