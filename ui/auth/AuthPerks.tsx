import { useTranslation } from "react-i18next";
import { ChatIcon, TipsIcon, UsersIcon } from "../icons/UiIcons.tsx";
import { WalletIcon } from "./UserMenuIcons.tsx";

/** What an account gives (accounts spec section 1), beside the account pages on wide screens. */
export function AuthPerks() {
  const { t } = useTranslation();
  const perks = [
    { icon: <UsersIcon size={18} />, text: t("auth.perks.follow") },
    { icon: <WalletIcon size={18} />, text: t("auth.perks.fun") },
    { icon: <TipsIcon size={18} />, text: t("auth.perks.tips") },
    { icon: <ChatIcon size={18} />, text: t("auth.perks.chat") },
  ];
  return (
    <aside className="auth-perks" aria-labelledby="auth-perks-title">
      <p className="auth-perks__eyebrow">FunsClub</p>
      <h2 id="auth-perks-title" className="auth-perks__title">
        {t("auth.perks.title")}
      </h2>
      <ul className="auth-perks__list">
        {perks.map((perk) => (
          <li key={perk.text} className="auth-perks__item">
            <span className="auth-perks__icon">{perk.icon}</span>
            <span>{perk.text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
