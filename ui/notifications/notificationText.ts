import type { TFunction } from "i18next";
import type { Notification } from "../../domain/notifications/notificationFeed.ts";
import type { FullSport } from "../../domain/sports/catalogue.ts";

/** The shell's key of a sport's name (`sports.iceHockey`). */
export const sportNameKey = (sport: FullSport) =>
  sport === "ice_hockey" ? "sports.iceHockey" : (`sports.${sport}` as const);

/** A notification's two lines in the reader's language: what happened, and what it is about. */
export const notificationLines = (
  t: TFunction<"notifications">,
  { subject }: Notification,
): { readonly title: string; readonly detail: string | null } => {
  switch (subject.kind) {
    case "sport_event": {
      const score = subject.score === null ? "–" : `${subject.score.home}:${subject.score.away}`;
      const minute = subject.minute === null ? "" : ` · ${subject.minute}'`;
      const player = subject.player === null ? "" : ` · ${subject.player}`;
      return {
        title: `${t(`notifications.events.${subject.type}`)}${player}${minute}`,
        detail: `${subject.home} ${score} ${subject.away}`,
      };
    }
    case "reminder":
      return {
        title: t("notifications.item.reminder", { minutes: subject.minutes }),
        detail: `${subject.home} – ${subject.away}`,
      };
    case "social":
      return { title: t(`notifications.item.${subject.type}`, { name: subject.userName }), detail: null };
    case "news":
      return { title: t("notifications.item.news"), detail: subject.title };
    case "summary":
      return { title: t("notifications.item.summary", { count: subject.count }), detail: null };
  }
};

/** Where a notification leads: its match, or the profile of whoever it is about. */
export const notificationLink = ({ subject }: Notification) => {
  if (subject.kind === "sport_event" || subject.kind === "reminder")
    return { kind: "event", id: subject.eventId } as const;
  if (subject.kind === "social") return { kind: "user", id: subject.userId } as const;
  return null;
};
