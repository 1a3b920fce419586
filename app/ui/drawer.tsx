import { type ReactNode, useId } from "react";
import { useModalDialog } from "./use-modal-dialog.ts";
import { SpriteIcon } from "./icon-sprite.tsx";

/**
 * A side drawer on the native modal <dialog>: the browser makes the rest of the page inert
 * (focus stays inside), Esc closes it, and focus returns to the trigger. Triggers are links to
 * a full page, so without JavaScript the same content is one click away.
 */
export function Drawer({
  open,
  onClose,
  title,
  side = "right",
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: "left" | "right";
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 text-neutral-900 shadow-2xl dark:bg-neutral-900 dark:text-neutral-100 ${
        side === "right" ? "ml-auto" : "mr-auto"
      }`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4 dark:border-neutral-800">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 dark:hover:bg-neutral-800"
            aria-label="Закрыть"
          >
            <SpriteIcon name="x" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </dialog>
  );
}
