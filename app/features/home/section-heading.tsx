import { __iconNode as arrowRightIcon } from "lucide-react/dist/esm/icons/arrow-right";
import { Link } from "react-router";
import { Icon } from "~/ui/icon.tsx";

/** The heading of a home section, with a line under it and a link to see more. */
export function SectionHeading({
  id,
  title,
  description,
  more,
}: {
  id: string;
  title: string;
  description?: string | null;
  more?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div className="min-w-0">
        <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
          {title}
        </h2>
        {description ? (
          <p className="mt-1 max-w-2xl text-sm text-neutral-600 md:text-base dark:text-neutral-300">
            {description}
          </p>
        ) : null}
      </div>
      {more ? (
        <Link
          to={more.to}
          className="inline-flex shrink-0 items-center gap-1 rounded-full text-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {more.label}
          <Icon node={arrowRightIcon} className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
