import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { tipsActorsOf } from "../app/tipsActors.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { signInHref } from "../auth/signInRedirect.ts";
import { LockIcon } from "../feed/FeedIcons.tsx";
import { formatKickOffDay, formatKickOffTime } from "../feed/kickOffTime.ts";
import { SalesCountdown } from "./SalesCountdown.tsx";
import { tipPick } from "./tipPick.ts";
import { UnlockSheet } from "./UnlockSheet.tsx";

/**
 * One tip on sale: who made it, the match and its start, the pick, odds and cost, how often it sold, the
 * sales countdown, and either the tipster's analysis or the way to unlock it (tipPurchaseMachine).
 */
export function TipCardView({
  tip,
  timeZone,
  onUnlocked,
}: {
  readonly tip: TipCard;
  readonly timeZone: string;
  readonly onUnlocked: (tipId: string, comment: string) => void;
}) {
  const { t, i18n } = useTranslation("tips");
  const { tips: services, session } = useAppActors();
  const tips = tipsActorsOf(services);
  const hydrated = useHydrated();
  const locale = useLocale();
  const navigate = useNavigate();
  // The server renders for a visitor; the browser's session is known once hydrated.
  const signedIn = useSelector(session, (snapshot) => snapshot.hasTag("signedIn")) && hydrated;
  const purchase = useActorRef(tips.purchase, {
    input: {
      tipId: tip.id,
      cost: tip.cost.amount,
      signedIn: false,
      open: tip.comment !== null,
      comment: tip.comment,
      // A settled tip (a profile's closed tips) is past its start: never on sale.
      salesOpen: tip.status === "active",
    },
  });
  useEffect(() => {
    purchase.send({ type: signedIn ? "tipPurchase.session.signedIn" : "tipPurchase.session.signedOut" });
  }, [purchase, signedIn]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per actor; the callbacks only forward.
  useEffect(() => {
    const bought = purchase.on("tipPurchase.purchased", () => {
      const comment = purchase.getSnapshot().context.comment;
      if (comment !== null) onUnlocked(tip.id, comment);
    });
    const signIn = purchase.on("tipPurchase.signInRequired", () => {
      void navigate({ href: signInHref(locale, window.location.pathname) });
    });
    return () => {
      bought.unsubscribe();
      signIn.unsubscribe();
    };
  }, [purchase]);
  const state = useSelector(purchase, (snapshot) =>
    snapshot.matches("unlocked") ? "unlocked" : snapshot.matches("closed") ? "closed" : "locked",
  );
  const comment = useSelector(purchase, (snapshot) => snapshot.context.comment);

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const formatFun = (amount: number) => number.format(amount);
  const pick = tipPick(tip.selection);
  const market = pick.marketKey ? t(pick.marketKey as "market.1x2") : pick.marketText;
  const scope = pick.scope ? t(pick.scope.key as "scope.half", { number: pick.scope.number }) : null;
  const outcomeName = pick.outcome.key ? t(pick.outcome.key as "outcome.P1") : pick.outcome.text;
  const outcome = pick.outcome.line ? `${outcomeName} ${pick.outcome.line}` : outcomeName;
  const free = tip.cost.amount === 0;

  return (
    <article className="card tip-card" data-tip-id={tip.id}>
      <header className="tip-card__header">
        <span className="tip-card__avatar" aria-hidden="true">
          {tip.creator.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="tip-card__who">
          <span className="tip-card__creator">{tip.creator.name}</span>
          <span className="tip-card__start">
            {t("starts", {
              day: formatKickOffDay(tip.eventStart, timeZone, i18n.language),
              time: formatKickOffTime(tip.eventStart, timeZone, i18n.language),
            })}
          </span>
        </span>
        <span className={free ? "tip-card__price tip-card__price--free" : "tip-card__price"}>
          {free ? t("free") : t("funAmount", { amount: formatFun(tip.cost.amount) })}
        </span>
      </header>
      <h2 className="tip-card__title">{tip.title}</h2>
      <dl className="tip-card__pick">
        <div className="tip-card__fact tip-card__fact--wide">
          <dt>{t("pick")}</dt>
          <dd>
            <span className="tip-card__market">{scope ? `${market} · ${scope}` : market}</span>
            <span className="tip-card__outcome">{outcome}</span>
          </dd>
        </div>
        <div className="tip-card__fact">
          <dt>{t("odds")}</dt>
          <dd className="tip-card__odds">{formatOdds(tip.odds)}</dd>
        </div>
      </dl>
      {state === "unlocked" && comment !== null ? (
        <section className="tip-card__comment" aria-label={t("comment")}>
          <h3 className="tip-card__comment-title">{t("comment")}</h3>
          <p>{comment}</p>
        </section>
      ) : (
        <div className="tip-card__locked">
          <LockIcon size={16} />
          <span>{t("locked")}</span>
        </div>
      )}
      <footer className="tip-card__footer">
        <span className="tip-card__bought">{t("bought", { count: tip.purchasedTimes })}</span>
        {hydrated && state !== "closed" && tip.status === "active" ? (
          <SalesCountdown
            tipId={tip.id}
            endsAt={tip.eventStart}
            onEnded={() => purchase.send({ type: "tipPurchase.salesClosed" })}
          />
        ) : (
          // A settled tip is past its start whatever the card's unlock state (a bought or own tip is open).
          (state === "closed" || tip.status !== "active") && (
            <span className="tip-card__sales tip-card__sales--closed">{t("salesClosed")}</span>
          )
        )}
        {state === "locked" && (
          <button
            type="button"
            className="button button--primary tip-card__unlock"
            onClick={() => purchase.send({ type: "tipPurchase.unlock" })}
          >
            {free ? t("unlockFree") : t("unlock", { amount: formatFun(tip.cost.amount) })}
          </button>
        )}
      </footer>
      <UnlockSheet purchase={purchase} title={tip.title} formatFun={formatFun} />
    </article>
  );
}
