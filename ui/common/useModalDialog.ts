import { type PointerEvent, useEffect, useRef } from "react";

/**
 * A native modal `<dialog>` driven by `open`: shown with `showModal()` (focus trap, Escape and the
 * backdrop come from the browser) and closed with it. Spread the answer on the `<dialog>`. `onClose` hears
 * the user closing it (Escape, the backdrop) only: the `close` event that follows the code's own
 * `open={false}` is not passed on, or a machine moving from one sheet to the next would hear a late
 * "closed" from the first and shut the second.
 */
export const useModalDialog = (open: boolean, onClose: () => void) => {
  const ref = useRef<HTMLDialogElement>(null);
  const wanted = useRef(open);
  wanted.current = open;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return {
    ref,
    onClose: () => {
      if (wanted.current) onClose();
    },
    // A press on the dialog itself, outside its content, is a press on the backdrop.
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
};
