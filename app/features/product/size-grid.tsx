import { __iconNode as xIcon } from "lucide-react/dist/esm/icons/x";
import { type ReactNode, useId, useState } from "react";
import { useModalDialog } from "~/ui/use-modal-dialog.ts";
import { ScrollBox } from "~/ui/scroll-box.tsx";
import { Icon } from "~/ui/icon.tsx";

export interface SizeGridData {
  name: string;
  sex: "ANY" | "FEMALE" | "MALE" | "UNISEX";
  rows: readonly {
    name: string;
    eu: string | null;
    uk: string | null;
    us: string | null;
    cm: string | null;
    height: string | null;
  }[];
}

const SEX = { ANY: "", FEMALE: "женская", MALE: "мужская", UNISEX: "унисекс" } as const;

const COLUMNS = [
  { key: "eu", label: "EU" },
  { key: "uk", label: "UK" },
  { key: "us", label: "US" },
  { key: "cm", label: "См" },
  { key: "height", label: "Рост" },
] as const;

function gridTitle(grid: SizeGridData): string {
  return SEX[grid.sex] ? `${grid.name}, ${SEX[grid.sex]}` : grid.name;
}

/** The grid as a table: the shop's size, then only the systems this grid has values for. */
export function SizeGridTable({ grid }: { grid: SizeGridData }) {
  const columns = COLUMNS.filter((column) => grid.rows.some((row) => row[column.key]));
  const cell = "border-b border-neutral-200 px-3 py-2 dark:border-neutral-800";
  return (
    <ScrollBox label={`Таблица размеров: ${gridTitle(grid)}`}>
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Таблица размеров: {gridTitle(grid)}</caption>
        <thead>
          <tr className="text-neutral-500 dark:text-neutral-400">
            <th scope="col" className={cell}>
              Размер
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={`${cell} font-semibold`}>
                {row.name}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={cell}>
                  {row[column.key] ?? "—"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/**
 * «Таблица размеров» once JavaScript runs: a button opening the grid in a modal <dialog>. Before
 * this chunk arrives (or without JavaScript) SizeGridButton is a link to SizeGridSection.
 */
export function SizeGridDialogButton({
  grid,
  className,
  children,
}: {
  grid: SizeGridData;
  className: string;
  /** The link's content, now the button's. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={className}
      >
        {children}
      </button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its panel) closes it.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-xl rounded-3xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-black/50 dark:bg-neutral-900 dark:text-neutral-100"
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4 dark:border-neutral-800">
          <h2 id={titleId} className="text-xl font-bold">
            Таблица размеров
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 dark:hover:bg-neutral-800"
            aria-label="Закрыть"
          >
            <Icon node={xIcon} className="size-5" />
          </button>
        </div>
        <div className="max-h-[70dvh] overflow-y-auto px-5 py-4">
          <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-300">{gridTitle(grid)}</p>
          {open ? <SizeGridTable grid={grid} /> : null}
        </div>
      </dialog>
    </>
  );
}

/**
 * The grid as a section of the page, the place SizeGridButton leads to without JavaScript: its
 * `id` is the button's SIZE_GRID_ID, handed down by the route (this chunk imports nothing of the
 * route's, so the route's code stays one chunk).
 */
export function SizeGridSection({ grid, id }: { grid: SizeGridData; id: string }) {
  return (
    <section id={id} aria-labelledby="size-grid-heading" className="mt-12 scroll-mt-24">
      <h2 id="size-grid-heading" className="text-xl font-semibold">
        Таблица размеров
      </h2>
      <div className="mt-3 max-w-2xl">
        <SizeGridTable grid={grid} />
      </div>
    </section>
  );
}
