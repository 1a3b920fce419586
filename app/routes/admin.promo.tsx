import { Form, Link } from "react-router";
import {
  PromoCodeFragment,
  StaffPromoCodesQuery,
} from "~/features/back-office-promo/documents.server.ts";
import { readFragment } from "~/graphql.ts";
import {
  datesLabel,
  discountLabel,
  limitsLabel,
  PROMO_FILTERS,
  PROMO_OCCASION_LABELS,
  PROMO_OWNERS,
  PROMO_STATE_LABELS,
  promoListHref,
  readPromoFilter,
  readPromoOwner,
  usesLabel,
} from "~/features/back-office-promo/format.ts";
import { Pagination } from "~/ui/pagination.tsx";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { readApiError } from "~/platform/errors.server.ts";
import { EmptyState } from "~/ui/empty-state.tsx";
import { inputClass } from "~/ui/form/field.tsx";
import type { Route } from "./+types/admin.promo";

const TITLE = "Промокоды";

/**
 * GET /admin/promo (docs/back-office.md#промокоды): the shop-wide codes (or the shoppers' personal
 * ones, read-only), newest first, 100 a page, with their uses so far, filtered by state and by a
 * part of the code (a GET form).
 */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "promo");
  const url = new URL(args.request.url);
  const filter = readPromoFilter(url.searchParams.get("state"));
  const owner = readPromoOwner(url.searchParams.get("owner"));
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 64);
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const view = { filter, owner, query, page, totalPages: 0 };
  try {
    const answer = await staffOperation(client, StaffPromoCodesQuery, {
      dto: { filter, query, owner, page },
    });
    const { items, pagination } = answer.staffPromoCodes;
    const codes = items.map((code) => readFragment(PromoCodeFragment, code));
    return { ...view, totalPages: pagination.totalPages, codes, refusal: null };
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT") throw error;
    return { ...view, codes: [], refusal: refusal.message };
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} — Meet Market` },
  { name: "robots", content: "noindex, nofollow" },
];

const cell = "px-2 py-2 text-left align-top max-md:block max-md:px-0 max-md:py-0.5";

export default function AdminPromo({ loaderData }: Route.ComponentProps) {
  const { filter, owner, query, page, totalPages, codes, refusal } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{TITLE}</h1>
        <Link
          to="/admin/promo/new"
          className="rounded-full bg-neutral-900 px-5 py-2 font-semibold text-white dark:bg-white dark:text-neutral-900"
        >
          Новый промокод
        </Link>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="w-full text-sm sm:w-auto">
          Чьи
          <select name="owner" defaultValue={owner} className={inputClass}>
            {PROMO_OWNERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="w-full text-sm sm:w-auto">
          Состояние
          <select name="state" defaultValue={filter} className={inputClass}>
            {PROMO_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="w-full min-w-0 text-sm sm:w-auto sm:flex-1">
          Код
          <input
            name="q"
            type="search"
            defaultValue={query}
            maxLength={64}
            placeholder="Часть кода"
            className={inputClass}
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-full border border-neutral-400 px-5 font-semibold"
        >
          Показать
        </button>
      </Form>
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      {codes.length === 0 ? (
        <EmptyState title="Промокодов не нашлось">
          {query || filter !== "ALL" || owner !== "SHOP"
            ? "Измените состояние или часть кода."
            : "Создайте первый: «Новый промокод»."}
        </EmptyState>
      ) : (
        <table className="w-full border-collapse text-sm max-md:block" data-testid="promo-codes">
          <thead className="max-md:sr-only">
            <tr className="border-b border-neutral-300 dark:border-neutral-700">
              <th className={cell}>Код</th>
              <th className={cell}>Скидка</th>
              <th className={cell}>Условия</th>
              <th className={cell}>Даты</th>
              <th className={cell}>Состояние</th>
              <th className={`${cell} md:text-right`}>Заказов</th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {codes.map((code) => (
              <tr
                key={code.id}
                className="border-b border-neutral-200 max-md:block max-md:py-2 dark:border-neutral-800"
              >
                <td className={cell}>
                  <Link to={`/admin/promo/${code.id}`} className="font-mono font-bold underline">
                    {code.code}
                  </Link>
                  {code.personal ? (
                    <span className="block text-neutral-600 dark:text-neutral-400">
                      {[code.ownerName, code.ownerPhone].filter(Boolean).join(", ")}
                      {code.occasion ? `, ${PROMO_OCCASION_LABELS[code.occasion] ?? ""}` : ""}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>{discountLabel(code)}</td>
                <td className={cell}>{limitsLabel(code)}</td>
                <td className={cell}>{datesLabel(code)}</td>
                <td className={cell}>{PROMO_STATE_LABELS[code.state] ?? code.state}</td>
                <td className={`${cell} md:text-right`}>
                  <span className="md:sr-only">Заказов: </span>
                  {usesLabel(code)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => promoListHref({ state: filter, owner, query }, n)}
      />
    </div>
  );
}
