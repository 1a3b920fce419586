import { Form, Link, redirect } from "react-router";
import {
  PromoCodeFragment,
  SetPromoCodeActiveMutation,
  StaffPromoCodeQuery,
} from "~/features/back-office-promo/documents.server.ts";
import { readFragment } from "~/graphql.ts";
import {
  datesLabel,
  discountLabel,
  limitsLabel,
  PROMO_OCCASION_LABELS,
  PROMO_STATE_LABELS,
  promoFormDefaults,
  usesLabel,
} from "~/features/back-office-promo/format.ts";
import { editPromoCode } from "~/features/back-office-promo/edit.server.ts";
import { type EditedCode, PromoCodeForm } from "~/features/back-office-promo/promo-form.tsx";
import { formatMoment } from "~/features/back-office-orders/moments.ts";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { notFound, readApiError } from "~/platform/errors.server.ts";
import type { Route } from "./+types/admin.promo.$id";

const NUMBER = /^[1-9]\d{0,9}$/;

/** What the page says after a change, named by its address (`?saved=`), as the order's page does. */
const SAVED = {
  created: "Промокод создан и включён",
  disabled: "Промокод выключен: корзина и оформление его больше не принимают",
  enabled: "Промокод снова включён",
  updated: "Условия промокода сохранены",
} as const;

/** GET /admin/promo/:id (docs/back-office.md#промокоды): a code's terms and the orders that used it. */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "promo");
  const { id } = args.params;
  if (!NUMBER.test(id)) notFound(args.request);
  const answer = await staffOperation(client, StaffPromoCodeQuery, { dto: { id } });
  if (!answer.staffPromoCode) notFound(args.request);
  const saved = new URL(args.request.url).searchParams.get("saved");
  const statuses = answer.orderVocabulary.statuses;
  return {
    code: {
      ...readFragment(PromoCodeFragment, answer.staffPromoCode),
      orders: answer.staffPromoCode.orders,
    },
    statusNames: Object.fromEntries(statuses.map((entry) => [entry.status, entry.name])),
    notice: saved && saved in SAVED ? SAVED[saved as keyof typeof SAVED] : null,
  };
}

/**
 * POST /admin/promo/:id: the edit form (`intent=edit`) saves the code's terms; otherwise the code
 * is switched off or on. Both are audited by the API; then back to the page.
 */
export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "promo");
  const { id } = args.params;
  if (!NUMBER.test(id)) notFound(args.request);
  const formData = await args.request.formData();
  if (formData.get("intent") === "edit") return editPromoCode(client, id, formData);
  const active = formData.get("active") === "true";
  try {
    await staffOperation(client, SetPromoCodeActiveMutation, { dto: { id, active } }, "mutation");
  } catch (error) {
    // A code that is not there (its number typed, or another thing's): the 404 page.
    const refusal = readApiError(error);
    if (refusal?.code === "NOT_FOUND" || refusal?.code === "BAD_USER_INPUT") notFound(args.request);
    throw error;
  }
  return redirect(`/admin/promo/${id}?saved=${active ? "enabled" : "disabled"}`);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.code.code ?? "Промокод"} — Meet Market` },
  { name: "robots", content: "noindex, nofollow" },
];

const roubles = (kopecks: number) =>
  `${(kopecks / 100).toLocaleString("ru-RU", { maximumFractionDigits: 2 })} ₽`;
const cell = "px-2 py-2 text-left align-top max-md:block max-md:px-0 max-md:py-0.5";

/** What the edit form shows of a code it may not change. */
function editedCode(code: Route.ComponentProps["loaderData"]["code"]): EditedCode {
  return {
    defaults: promoFormDefaults(code),
    kindLabel: code.kind === "PERCENT" ? "скидка в процентах" : "скидка в рублях",
    targetLabel: code.brandName
      ? `только бренд ${code.brandName}`
      : code.categoryName
        ? `только категория «${code.categoryName}»`
        : null,
    used: code.uses > 0 || code.orders.length > 0,
  };
}

export default function AdminPromoCode({ loaderData, actionData }: Route.ComponentProps) {
  const { code, statusNames, notice } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <p>
        <Link to="/admin/promo" className="text-sm underline">
          ← Промокоды
        </Link>
      </p>
      {notice ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 text-sm dark:bg-green-950">
          {notice}
        </p>
      ) : null}
      <h1 className="font-mono text-2xl font-bold break-all md:text-3xl">{code.code}</h1>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Скидка</dt>
        <dd>{discountLabel(code)}</dd>
        <dt className="font-semibold">Условия</dt>
        <dd>{limitsLabel(code)}</dd>
        <dt className="font-semibold">Даты (по Москве)</dt>
        <dd>{datesLabel(code)}</dd>
        <dt className="font-semibold">Состояние</dt>
        <dd data-testid="promo-state">{PROMO_STATE_LABELS[code.state] ?? code.state}</dd>
        <dt className="font-semibold">Заказов с ним</dt>
        <dd data-testid="promo-uses">{usesLabel(code)} (отменённые не считаются)</dd>
        {code.personal ? (
          <>
            <dt className="font-semibold">Покупатель</dt>
            <dd>
              {[code.ownerName, code.ownerPhone].filter(Boolean).join(", ") || `№ ${code.ownerId}`}
              {code.occasion ? ` (${PROMO_OCCASION_LABELS[code.occasion] ?? code.occasion})` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {code.personal ? (
        <p className="rounded-xl bg-neutral-100 p-3 text-sm dark:bg-neutral-900">
          Это личный промокод покупателя: его выдаёт сам магазин (при регистрации, ко дню рождения),
          здесь он только для просмотра.
        </p>
      ) : (
        <>
          <Form method="post">
            <input type="hidden" name="active" value={code.active ? "false" : "true"} />
            <button
              type="submit"
              className="min-h-11 rounded-full border border-neutral-400 px-5 font-semibold"
            >
              {code.active ? "Выключить" : "Включить"}
            </button>
          </Form>
          <h2 className="text-xl font-bold">Изменить условия</h2>
          <PromoCodeForm
            key={JSON.stringify(promoFormDefaults(code))}
            lastResult={actionData?.result}
            edited={editedCode(code)}
            intent="edit"
          />
        </>
      )}
      <h2 className="text-xl font-bold">Заказы с этим промокодом</h2>
      {code.orders.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          С этим промокодом ещё не оформили ни одного заказа.
        </p>
      ) : (
        <table className="w-full border-collapse text-sm max-md:block">
          <thead className="max-md:sr-only">
            <tr className="border-b border-neutral-300 dark:border-neutral-700">
              <th className={cell}>Заказ</th>
              <th className={cell}>Когда</th>
              <th className={cell}>Покупатель</th>
              <th className={cell}>Статус</th>
              <th className={`${cell} md:text-right`}>Скидка</th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {code.orders.map((order) => (
              <tr
                key={order.id}
                className="border-b border-neutral-200 max-md:block max-md:py-2 dark:border-neutral-800"
              >
                <td className={cell}>
                  <Link to={`/admin/orders/${order.id}`} className="font-semibold underline">
                    № {order.id}
                  </Link>
                </td>
                <td className={cell}>{formatMoment(order.createdAt)}</td>
                <td className={cell}>{order.name}</td>
                <td className={cell}>{statusNames[order.status] ?? order.status}</td>
                <td className={`${cell} md:text-right`}>{roubles(order.discountValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
