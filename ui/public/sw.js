/*
 * FunsClub's service worker (issue 11 item 9), served at /sw.js so its scope is the whole site. It does
 * three things only: shows web pushes (the payload is the notification as the feed has it), opens the
 * page a notification is about when it is clicked, and answers a page visit made offline with
 * /offline.html. NOTE: nothing else is cached: scores must never be shown stale as if live.
 */
const OFFLINE_CACHE = "funsclub-offline-v1";
const OFFLINE_PAGE = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, "/favicon.svg"]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== OFFLINE_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") return;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches.match(OFFLINE_PAGE).then((page) => page || new Response("Offline", { status: 503 })),
    ),
  );
});

const EVENT_WORDS = {
  START: "Kick-off",
  FINISH: "Full time",
  CANCEL: "Cancelled",
  INTERRUPT: "Interrupted",
  POSTPONE: "Postponed",
  RETIRE: "Retirement",
  GOAL: "Goal",
  HALF_TIME: "Half time",
  PENALTY_SHOOTOUT: "Penalty shoot-out",
  YELLOW_CARD: "Yellow card",
  RED_CARD: "Red card",
  SUBSTITUTION: "Substitution",
  PENALTY_MISSED: "Penalty missed",
  PENALTY_AWARDED: "Penalty awarded",
};
const SOCIAL_WORDS = {
  STARTED_FOLLOWING: "started following you",
  NEW_TIP_FROM_FOLLOWING: "posted a new tip",
  TIP_SOLD: "bought your tip",
};

/** The push's title, body and the page it opens (the app words it in the reader's language; this is short English). */
const shown = (notification) => {
  const subject = notification?.subject || {};
  switch (subject.kind) {
    case "sport_event": {
      const score = subject.score ? `${subject.score.home}:${subject.score.away}` : "–";
      return {
        title: EVENT_WORDS[subject.type] || "Match",
        body: `${subject.home} ${score} ${subject.away}`,
        url: `/en-us/event/${encodeURIComponent(subject.eventId)}`,
      };
    }
    case "reminder":
      return {
        title: `Starts in ${subject.minutes} min`,
        body: `${subject.home} – ${subject.away}`,
        url: `/en-us/event/${encodeURIComponent(subject.eventId)}`,
      };
    case "social":
      return {
        title: `${subject.userName} ${SOCIAL_WORDS[subject.type] || ""}`.trim(),
        body: "",
        url: `/en-us/user-profile/${encodeURIComponent(subject.userId)}/view`,
      };
    case "news":
      return { title: "News", body: subject.title || "", url: "/" };
    case "summary":
      return { title: `${subject.count} more alerts this hour`, body: "", url: "/" };
    default:
      return { title: "FunsClub", body: "", url: "/" };
  }
};

self.addEventListener("push", (event) => {
  let notification = null;
  try {
    notification = event.data ? event.data.json() : null;
  } catch {
    notification = null;
  }
  const { title, body, url } = shown(notification);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      tag: notification?.id ? notification.id : undefined,
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url || "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ("focus" in client) {
          client.navigate(url);
          return client.focus();
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
