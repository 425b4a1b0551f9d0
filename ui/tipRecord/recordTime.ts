/** An entry's time to the second, in the visitor's zone: the record is about which came first. */
export const formatRecordTime = (epochMs: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(epochMs);
