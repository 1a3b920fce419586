import { __iconNode as rulerIcon } from "lucide-react/dist/esm/icons/ruler";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { loadPatiently, whenIdle } from "~/ui/below-the-fold.tsx";
import type { SizeGridData } from "./size-grid.tsx";
import { Icon } from "~/ui/icon.tsx";

/** Where SizeGridSection is on the page: the link's target without JavaScript. */
export const SIZE_GRID_ID = "size-grid";

const TRIGGER =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2";

/**
 * The dialog and its table come with the lower part of the page (lower-page.tsx), fetched once
 * the browser is idle (docs/storefront.md#javascript-below-the-fold); the link stays till then.
 */
const SizeGridDialogButton = lazy(() =>
  new Promise<void>((resolve) => whenIdle(resolve))
    .then(() => loadPatiently(() => import("./lower-page.tsx")))
    .then((module) => ({ default: module.SizeGridDialogButton })),
);

/**
 * «Таблица размеров» beside the sizes: a link to the table further down the page until the
 * dialog's code has arrived (always, without JavaScript), then a button opening it in a dialog.
 */
export function SizeGridButton({ grid }: { grid: SizeGridData }) {
  const hydrated = useHydrated();
  const content = (
    <>
      <Icon node={rulerIcon} className="size-4" />
      Таблица размеров
    </>
  );
  const link = (
    <a href={`#${SIZE_GRID_ID}`} className={TRIGGER}>
      {content}
    </a>
  );
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <SizeGridDialogButton grid={grid} className={TRIGGER}>
        {content}
      </SizeGridDialogButton>
    </Suspense>
  );
}
