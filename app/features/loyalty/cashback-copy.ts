import { plural } from "~/lib/plural.ts";

/**
 * The cashback a purchase earns and the level it is counted at, in the shop's words
 * (docs/loyalty.md#cashback): apart from the rest of ./loyalty-copy.tsx, so that the product
 * page loads only these.
 */

/** «329 бонусов» */
export function bonuses(count: number): string {
  return plural(count, ["бонус", "бонуса", "бонусов"]);
}

const percent = (value: number) => `${value}\u00a0%`;

/** What the cashback shown is counted with: the API's cashbackTerms. */
export interface CashbackTerms {
  level: { name: string; chargePercentage: number } | null;
  /** Whether the level is the signed-in shopper's own. */
  personal: boolean;
  /** The highest level's cashback percent. */
  topPercentage: number;
}

/**
 * The level the figure is counted at: a shopper's own («кешбэк 5 % на вашем уровне
 * «Серебряный»»), or for a guest the entry level and how far it grows.
 */
export function cashbackBasis(terms: CashbackTerms): string | null {
  const { level } = terms;
  if (!level) return null;
  const rate = percent(level.chargePercentage);
  if (terms.personal) return `кешбэк ${rate} на вашем уровне «${level.name}»`;
  const higher =
    terms.topPercentage > level.chargePercentage
      ? `, до ${percent(terms.topPercentage)} на старших`
      : "";
  return `кешбэк ${rate} на уровне «${level.name}»${higher}`;
}
