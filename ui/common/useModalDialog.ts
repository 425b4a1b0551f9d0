import { type PointerEvent, useEffect, useRef } from "react";

/**
 * A native modal `<dialog>` driven by `open`: shown with `showModal()` (focus trap, Escape and the
 * backdrop come from the browser) and closed with it. Spread the answer on the `<dialog>`.
 */
export const useModalDialog = (open: boolean, onClose: () => void) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return {
    ref,
    onClose,
    // A press on the dialog itself, outside its content, is a press on the backdrop.
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
};
