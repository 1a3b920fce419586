import { __iconNode as checkIcon } from "lucide-react/dist/esm/icons/check";
import { formatDate } from "~/lib/dates.ts";
import type { StageState, TimelineStage } from "./order-timeline.ts";
import { Icon } from "~/ui/icon.tsx";

const marker: Record<StageState, string> = {
  done: "bg-neutral-900 text-white dark:bg-white dark:text-neutral-900",
  current: "bg-accent ring-4 ring-accent/25",
  next: "border-2 border-neutral-300 bg-white dark:border-neutral-600 dark:bg-neutral-950",
};

/** Read after a stage's title by a screen reader; the current one is announced by aria-current. */
const stateText: Record<StageState, string> = {
  done: ", пройден",
  current: "",
  next: ", впереди",
};

/**
 * An order item's stages from payment to delivery (docs/orders.md#public-order-status): done ones
 * with the day they were reached, the current one highlighted with its status, the rest muted.
 */
export function ItemTimeline({ stages }: { stages: readonly TimelineStage[] }) {
  return (
    <ol aria-label="Этапы доставки" className="flex flex-col" data-testid="order-timeline">
      {stages.map((stage, index) => (
        <li
          key={stage.title}
          aria-current={stage.state === "current" ? "step" : undefined}
          data-state={stage.state}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {index < stages.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-6 bottom-0 left-[11px] w-0.5 ${stage.state === "done" ? "bg-neutral-900 dark:bg-white" : "bg-neutral-200 dark:bg-neutral-700"}`}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${marker[stage.state]}`}
          >
            {stage.state === "done" ? (
              <Icon node={checkIcon} className="size-4" strokeWidth={3} />
            ) : null}
          </span>
          <div className="min-w-0">
            <p
              className={
                stage.state === "current"
                  ? "font-semibold"
                  : stage.state === "done"
                    ? "text-neutral-800 dark:text-neutral-200"
                    : "text-neutral-500 dark:text-neutral-400"
              }
            >
              {stage.title}
              <span className="sr-only">{stateText[stage.state]}</span>
            </p>
            {stage.statusLabel || stage.reachedAt ? (
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                {stage.statusLabel ? (
                  <span className="font-medium text-accent">{stage.statusLabel}</span>
                ) : null}
                {stage.statusLabel && stage.reachedAt ? " · " : null}
                {stage.reachedAt ? (
                  <time dateTime={stage.reachedAt}>{formatDate(stage.reachedAt)}</time>
                ) : null}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
