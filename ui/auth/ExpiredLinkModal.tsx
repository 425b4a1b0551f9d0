import { useTranslation } from "react-i18next";
import { ClockIcon } from "./AuthIcons.tsx";
import { Modal } from "./Modal.tsx";
import { ResendVerificationBody } from "./ResendVerificationBody.tsx";

/**
 * The expired-verification-link modal (accounts spec section 2): it holds the old link's token, which is
 * all the server needs to mail a new one to the same account.
 */
export function ExpiredLinkModal({
  open,
  onClose,
  emailVerificationToken,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly emailVerificationToken: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("auth.expired.title")}
      icon={<ClockIcon />}
      tone="warning"
      labelId="expired-link-title"
    >
      <p className="modal__body">{t("auth.expired.body")}</p>
      <ResendVerificationBody target={{ emailVerificationToken }} onDone={onClose} />
    </Modal>
  );
}
