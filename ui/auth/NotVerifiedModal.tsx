import { useTranslation } from "react-i18next";
import { StrongText } from "../common/StrongText.tsx";
import { MailIcon } from "./AuthIcons.tsx";
import { Modal } from "./Modal.tsx";
import { ResendVerificationBody } from "./ResendVerificationBody.tsx";

/** Sign-in refused because the address is not verified (accounts spec section 4): offer a new link. */
export function NotVerifiedModal({
  open,
  onClose,
  email,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly email: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("auth.notVerified.title")}
      icon={<MailIcon />}
      tone="warning"
      labelId="not-verified-title"
    >
      <p className="modal__body">
        <StrongText text={t("auth.notVerified.body", { email })} />
      </p>
      <ResendVerificationBody target={{ email }} onDone={onClose} />
    </Modal>
  );
}
