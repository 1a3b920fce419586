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
      // Every page has two (the cart, the sign-in panel): their look is the drawer class's.
      className={`drawer ${side === "right" ? "ml-auto" : "mr-auto"}`}
    >
      <div>
        <div>
          <h2 id={titleId}>{title}</h2>
          <button type="button" onClick={onClose} aria-label="Закрыть">
            <SpriteIcon name="x" className="size-5" />
          </button>
        </div>
        <div>{children}</div>
      </div>
    </dialog>
  );
}
