import { useTranslation } from "react-i18next";
import { ErrorIcon } from "../icons/UiIcons.tsx";
import type { Message } from "./fieldMessage.ts";

/** Why the form did not go through, above its button: a title naming what failed and the reason. */
export function FormAlert({ title, message }: { readonly title: string; readonly message: Message }) {
  const { t } = useTranslation();
  return (
    <div className="form-alert" role="alert">
      <ErrorIcon size={18} />
      <div className="form-alert__text">
        <p className="form-alert__title">{title}</p>
        <p className="form-alert__body">{t(message.key, message.values)}</p>
      </div>
    </div>
  );
}
