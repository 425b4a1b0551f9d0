import { useTranslation } from "react-i18next";
import type { PublicUser } from "../../domain/accounts/publicUser.ts";

/**
 * Followers, following (each a button that opens the user-subscriptions sheet, once there is one) and how
 * many tips wait for their match.
 */
export function TipsterCounts({
  user,
  followers,
  following,
  onOpen,
}: {
  readonly user: PublicUser;
  readonly followers: ReadonlyArray<string>;
  readonly following: ReadonlyArray<string>;
  readonly onOpen?: (list: "followers" | "following") => void;
}) {
  const { t, i18n } = useTranslation("tipster");
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <dl className="tipster-header__counts">
      {(["followers", "following"] as const).map((list) => (
        <div key={list} className="tipster-header__count">
          <dt>{t(list)}</dt>
          <dd>
            <button type="button" className="tipster-header__count-button" onClick={() => onOpen?.(list)}>
              {count.format((list === "followers" ? followers : following).length)}
            </button>
          </dd>
        </div>
      ))}
      <div className="tipster-header__count">
        <dt>{t("activeTips")}</dt>
        <dd className="tipster-header__count-value">
          {count.format(user.predictionsStatistics.activeTipsCount)}
        </dd>
      </div>
    </dl>
  );
}
