import type { TFunction } from "i18next";
import type { AnnouncedScore, EventAnnouncement } from "../../domain/event/eventAnnouncement.ts";

const scoreLine = (score: AnnouncedScore, t: TFunction): string =>
  t("event.announce.scoreLine", {
    home: score.home.name,
    homeScore: score.home.score,
    away: score.away.name,
    awayScore: score.away.score,
  });

/** The words a screen reader hears for an announcement, in the page's language. */
export const announcementText = (announcement: EventAnnouncement, t: TFunction): string => {
  switch (announcement.kind) {
    case "started":
      return t("event.announce.started");
    case "partStarted":
      return t("event.announce.partStarted", {
        part: t(`scope.${announcement.part.type}`, { number: announcement.part.number }),
      });
    case "goal":
    case "score":
    case "scoreCorrected":
      return t(`event.announce.${announcement.kind}`, { score: scoreLine(announcement.score, t) });
    case "finished":
      return announcement.score
        ? t("event.announce.finished", { score: scoreLine(announcement.score, t) })
        : t("event.announce.finishedNoScore");
    case "calledOff":
      return t("event.announce.calledOff", { status: t(`status.long.${announcement.status}`) });
  }
};
