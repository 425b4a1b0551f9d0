import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Notification } from "../../../domain/notifications/notificationFeed";
import { unreadAfter } from "../../../domain/notifications/notificationFeed";
import {
  chooseReminder,
  defaultNotificationSettings,
  NotificationSettings,
  toggleSocial,
  toggleSportEvent,
} from "../../../domain/notifications/notificationSettings";
import {
  REMINDER_MINUTES,
  SPORT_EVENT_TYPES,
  sportEventsOf,
} from "../../../domain/notifications/notificationTypes";
import { FULL_SPORT_CODES } from "../../../domain/sports/catalogue";

describe("notification settings", () => {
  it("default to valid settings with each sport's main events on", () => {
    const settings = defaultNotificationSettings();
    expect(Schema.decodeUnknownSync(NotificationSettings)(settings)).toEqual(settings);
    expect(settings.sports.soccer.events).toEqual(["START", "GOAL", "FINISH"]);
    expect(settings.sports.tennis.events).toEqual(["START", "FINISH"]);
  });

  it("keep one reminder per sport: choosing one replaces the other, choosing it again turns it off", () => {
    let settings = chooseReminder(defaultNotificationSettings(), "soccer", 15);
    expect(settings.sports.soccer.reminder).toBe(15);
    settings = chooseReminder(settings, "soccer", 60);
    expect(settings.sports.soccer.reminder).toBe(60);
    expect(settings.sports.tennis.reminder).toBeNull();
    expect(chooseReminder(settings, "soccer", 60).sports.soccer.reminder).toBeNull();
  });

  it("toggle only the events a sport has, keeping the sport's order and no duplicates (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...FULL_SPORT_CODES),
            fc.constantFrom(...SPORT_EVENT_TYPES),
            fc.option(fc.constantFrom(...REMINDER_MINUTES)),
          ),
          { maxLength: 40 },
        ),
        (steps) => {
          let settings = defaultNotificationSettings();
          for (const [sport, event, reminder] of steps) {
            settings = toggleSportEvent(settings, sport, event);
            if (reminder !== null) settings = chooseReminder(settings, sport, reminder);
          }
          for (const sport of FULL_SPORT_CODES) {
            const { events } = settings.sports[sport];
            const offered = sportEventsOf(sport);
            expect(events.every((event) => offered.includes(event))).toBe(true);
            expect(new Set(events).size).toBe(events.length);
            expect([...events]).toEqual(offered.filter((event) => events.includes(event)));
          }
          expect(Schema.decodeUnknownSync(NotificationSettings)(settings)).toEqual(settings);
        },
      ),
    );
    const tennis = toggleSportEvent(defaultNotificationSettings(), "tennis", "GOAL");
    expect(tennis.sports.tennis.events).toEqual(["START", "FINISH"]);
  });

  it("toggle social kinds on and off", () => {
    const off = toggleSocial(defaultNotificationSettings(), "TIP_SOLD");
    expect(off.social).toEqual(["STARTED_FOLLOWING", "NEW_TIP_FROM_FOLLOWING"]);
    expect(toggleSocial(off, "TIP_SOLD").social).toEqual([
      "STARTED_FOLLOWING",
      "NEW_TIP_FROM_FOLLOWING",
      "TIP_SOLD",
    ]);
  });
});

describe("the unread count", () => {
  const notification = (read: boolean): Notification => ({
    id: "n1",
    createdAt: 0,
    read,
    subject: { kind: "social", type: "STARTED_FOLLOWING", userId: "u", userName: "U", tipId: null },
  });

  it("goes up on a new notification and down on an unfollow's removal, never below 0", () => {
    expect(unreadAfter(2, { change: "CREATE", notification: notification(false) })).toBe(3);
    expect(unreadAfter(2, { change: "REMOVE", notification: notification(false) })).toBe(1);
    expect(unreadAfter(0, { change: "REMOVE", notification: notification(false) })).toBe(0);
    expect(unreadAfter(2, { change: "REMOVE", notification: notification(true) })).toBe(2);
    expect(unreadAfter(2, { change: "UPDATE", notification: notification(true) })).toBe(2);
  });
});
