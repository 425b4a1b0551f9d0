import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { secondsLeft } from "../../machines/countdown/countdownMachine.ts";
import { useAppActors } from "../app/hooks.ts";
import { tipsActorsOf } from "../app/tipsActors.ts";
import { tipSalesKey } from "../app/tipsCountdownStore.ts";

/** `3d 04:05:06`, `04:05:06`, `05:06`: the time left before sales end. */
const formatLeft = (seconds: number): string => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  const clock =
    hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
};

/**
 * A tip's sales countdown (browser only: the server's HTML cannot know the second it is read). It keeps
 * its end in local storage and tells the card when sales close.
 */
export function SalesCountdown({
  tipId,
  endsAt,
  onEnded,
}: {
  readonly tipId: string;
  readonly endsAt: number;
  readonly onEnded: () => void;
}) {
  const { t } = useTranslation("tips");
  const tips = tipsActorsOf(useAppActors().tips);
  const key = tipSalesKey(tipId);
  const countdown = useActorRef(tips.countdown, {
    input: { key, endsAt, storedEndsAt: tips.countdowns.read(key), now: tips.deps.now() },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per actor; onEnded only forwards.
  useEffect(() => {
    const remember = countdown.on("countdown.remember", (event) =>
      tips.countdowns.write(event.key, event.endsAt),
    );
    const ended = countdown.on("countdown.ended", () => onEnded());
    // The actor starts (and emits from its first state) before this effect listens: catch up from its state.
    const started = countdown.getSnapshot();
    if (started.value === "running" && started.context.endsAt !== null) {
      tips.countdowns.write(key, started.context.endsAt);
    }
    if (started.value === "ended") onEnded();
    return () => {
      remember.unsubscribe();
      ended.unsubscribe();
    };
  }, [countdown]);
  const left = useSelector(countdown, (snapshot) => secondsLeft(snapshot.context));
  const running = useSelector(countdown, (snapshot) => snapshot.value === "running");
  if (!running) return <span className="tip-card__sales tip-card__sales--closed">{t("salesClosed")}</span>;
  return (
    <span className="tip-card__sales" role="timer">
      {t("salesEndIn", { time: formatLeft(left) })}
    </span>
  );
}
