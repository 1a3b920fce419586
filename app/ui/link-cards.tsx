import { Link } from "react-router";
import { focusRing } from "./focus-ring.ts";

export interface LinkCard {
  to: string;
  title: string;
  text?: string;
}

/** Links to other pages as a grid of cards (a section index). */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <li key={card.to}>
          <Link
            to={card.to}
            className={`block h-full rounded-2xl border border-neutral-200 p-5 transition hover:border-neutral-900 dark:border-neutral-700 dark:hover:border-white ${focusRing}`}
          >
            <span className="block font-semibold">{card.title}</span>
            {card.text ? (
              <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-300">
                {card.text}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
