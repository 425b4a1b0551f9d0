import { Link, useLocation } from "@tanstack/react-router";
import { useMachine, useSelector } from "@xstate/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { signOutOf } from "../app/signOutActors.ts";
import { Spinner } from "../auth/Spinner.tsx";
import { KeyIcon, LogOutIcon, SettingsGearIcon, WalletIcon } from "../auth/UserMenuIcons.tsx";
import { ChevronDownIcon } from "../icons/UiIcons.tsx";
import { initialsOf } from "./initials.ts";

/**
 * The signed-in user's menu in the header: avatar and name, and on opening the FUN wallet balance (the
 * profile reloads so the balance is fresh), the settings pages and Sign out. A popover, not a modal: a
 * press outside, Escape or a navigation closes it.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { profile, account } = useAppActors();
  const locale = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const user = useSelector(profile, (snapshot) => snapshot.context.profile);
  const reloading = useSelector(profile, (snapshot) => snapshot.hasTag("reloading"));
  const [signOut, sendSignOut] = useMachine(signOutOf(account));
  const signingOut = signOut.hasTag("busy");

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new pathname) closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    profile.send({ type: "profile.reload" });
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, profile]);

  const name = user?.name ?? "";
  const balance =
    user === null
      ? null
      : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(user.wallet.amount)} ${user.wallet.currency}`;

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        // The name shown on the button comes first in its accessible name (WCAG 2.5.3, label in name).
        aria-label={user ? `${name}, ${t("userMenu.open")}` : t("userMenu.open")}
        data-testid="user-menu"
        onClick={() => setOpen(!open)}
      >
        <Avatar name={name} url={user?.avatarUrl ?? null} />
        {user ? (
          <span className="user-menu__name">{name}</span>
        ) : (
          <span className="ghost user-menu__name-ghost" aria-hidden="true" />
        )}
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>
      {open && (
        <div id={panelId} className="user-menu__panel">
          <div className="user-menu__who">
            <Avatar name={name} url={user?.avatarUrl ?? null} large />
            <div className="user-menu__who-text">
              <p className="user-menu__who-name">{user ? name : t("userMenu.loading")}</p>
              {user?.email && <p className="user-menu__who-email">{user.email}</p>}
            </div>
          </div>
          <div className="user-menu__wallet" data-testid="user-menu-balance">
            <span className="user-menu__wallet-icon">
              <WalletIcon size={18} />
            </span>
            <span className="user-menu__wallet-label">{t("userMenu.balance")}</span>
            <span className="user-menu__wallet-amount">
              {reloading && balance === null ? <Spinner size={14} /> : (balance ?? "—")}
            </span>
          </div>
          <nav className="user-menu__links" aria-label={t("userMenu.open")}>
            <Link to="/$locale/user-profile/settings" params={{ locale }} className="user-menu__link">
              <SettingsGearIcon size={18} />
              <span>{t("userMenu.settings")}</span>
            </Link>
            <Link to="/$locale/settings/change-password" params={{ locale }} className="user-menu__link">
              <KeyIcon size={18} />
              <span>{t("userMenu.changePassword")}</span>
            </Link>
          </nav>
          <button
            type="button"
            className="user-menu__link user-menu__sign-out"
            disabled={signingOut}
            data-testid="sign-out"
            onClick={() => sendSignOut({ type: "request.submit", input: null })}
          >
            {signingOut ? <Spinner size={16} /> : <LogOutIcon size={18} />}
            <span>{signingOut ? t("userMenu.signingOut") : t("userMenu.signOut")}</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The user's picture when there is one, else initials on the brand colour. */
function Avatar({
  name,
  url,
  large,
}: {
  readonly name: string;
  readonly url: string | null;
  readonly large?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const className = `avatar${large ? " avatar--large" : ""}`;
  if (url && !broken) {
    return <img className={className} src={url} alt="" onError={() => setBroken(true)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
