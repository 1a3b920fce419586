import { useEffect, useRef } from "react";

/**
 * A native modal <dialog> shown while `open` is true: the browser makes the rest of the page
 * inert (focus stays inside), Esc closes it and focus returns to the trigger. Attach the ref to
 * the <dialog>; its `onClose` should set `open` back to false.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
