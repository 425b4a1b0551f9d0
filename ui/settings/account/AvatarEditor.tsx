import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AvatarDraft } from "../../../machines/profileEdit/profileDraft.ts";
import type { Message } from "../../auth/fieldMessage.ts";
import { ErrorIcon } from "../../icons/UiIcons.tsx";
import { ProfileAvatar } from "./ProfileAvatar.tsx";
import { CameraIcon, TrashIcon } from "./SettingsIcons.tsx";
import { useObjectUrl } from "./useObjectUrl.ts";

/** What the picker offers; the server takes these and re-encodes them. */
const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/gif";

/**
 * The profile picture: the one that will be saved (a picked file's preview, the saved one, or initials),
 * a button to pick another, one to remove it, and why a picked file was not taken.
 */
export function AvatarEditor({
  name,
  savedUrl,
  draft,
  message,
  canRemove,
  disabled,
  onPick,
  onRemove,
}: {
  readonly name: string;
  readonly savedUrl: string | null;
  readonly draft: AvatarDraft;
  readonly message: Message | null;
  readonly canRemove: boolean;
  readonly disabled: boolean;
  readonly onPick: (file: File) => void;
  readonly onRemove: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(draft.kind === "picked" ? draft.file : null);
  const shown = draft.kind === "picked" ? preview : draft.kind === "removed" ? null : savedUrl;
  const hasPicture = shown !== null;
  const pending =
    draft.kind === "picked"
      ? t("accountSettings.avatar.pendingNew")
      : draft.kind === "removed"
        ? t("accountSettings.avatar.pendingRemoval")
        : null;

  return (
    <div className="avatar-editor">
      <div className="avatar-editor__picture">
        <ProfileAvatar name={name} url={shown} size="large" />
        <button
          type="button"
          className="avatar-editor__camera"
          aria-label={hasPicture ? t("accountSettings.avatar.change") : t("accountSettings.avatar.add")}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <CameraIcon size={18} />
        </button>
      </div>
      <div className="avatar-editor__side">
        <p className="avatar-editor__title">{t("accountSettings.avatar.title")}</p>
        <p className="avatar-editor__hint">{t("accountSettings.avatar.hint")}</p>
        <div className="avatar-editor__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={disabled}
            onClick={() => input.current?.click()}
            data-testid="avatar-pick"
          >
            <CameraIcon size={18} />
            <span>{hasPicture ? t("accountSettings.avatar.change") : t("accountSettings.avatar.add")}</span>
          </button>
          {canRemove && (
            <button
              type="button"
              className="button avatar-editor__remove"
              disabled={disabled}
              onClick={onRemove}
              data-testid="avatar-remove"
            >
              <TrashIcon size={18} />
              <span>{t("accountSettings.avatar.remove")}</span>
            </button>
          )}
        </div>
        {pending && !message && <p className="avatar-editor__pending">{pending}</p>}
        {message && (
          <p className="avatar-editor__message" role="alert">
            <ErrorIcon size={15} />
            <span>{t(message.key, message.values)}</span>
          </p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again still reports a change.
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
    </div>
  );
}
