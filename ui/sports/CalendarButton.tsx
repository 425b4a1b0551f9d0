import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { CalendarIcon } from "../icons/UiIcons.tsx";
import type { MainSportCode } from "./mainSports.ts";

// The sheet, its month arithmetic and its dialog come when it is first opened.
const CalendarSheet = lazy(() => import("./CalendarSheet.tsx").then((m) => ({ default: m.CalendarSheet })));

/** The day line's calendar button beside the date strip, and the calendar sheet it opens. */
export function CalendarButton({
  sportCode,
  date,
  today,
  counts,
}: {
  readonly sportCode: MainSportCode;
  readonly date: string;
  readonly today: string;
  readonly counts: Readonly<Record<string, number>> | undefined;
}) {
  const { t } = useTranslation("calendar");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="date-bar__calendar"
        aria-haspopup="dialog"
        aria-label={t("calendar.open")}
        title={t("calendar.open")}
        onClick={() => setOpen(true)}
      >
        <CalendarIcon size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CalendarSheet
            sportCode={sportCode}
            date={date}
            today={today}
            counts={counts}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
