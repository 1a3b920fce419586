import { Form, Link, useNavigation } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { Button, buttonClass } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { ErrorList, inputClass } from "~/ui/form/field.tsx";
import { focusRing } from "~/ui/focus-ring.ts";
import { Pagination } from "~/ui/pagination.tsx";
import { formatMoment } from "./moments.ts";
import { type BulkReportView, ordersHref } from "./forms.ts";
import type { Choice, OrdersListView } from "./views.ts";

const labelClass = "mb-1 block text-sm font-medium";

function Select({
  name,
  label,
  choices,
  value,
  empty,
}: {
  name: string;
  label: string;
  choices: Choice[];
  value: string | undefined;
  empty: string;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's filters: a GET form, so the address keeps them and works without JavaScript. */
export function OrdersFilterForm({ view }: { view: OrdersListView }) {
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/admin/orders";
  const { filter } = view;
  return (
    <Form
      method="get"
      action="/admin/orders"
      className="grid gap-3 rounded-3xl bg-neutral-100 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:bg-neutral-900"
      aria-label="Фильтры заказов"
    >
      <div className="sm:col-span-2">
        <label htmlFor="filter-search" className={labelClass}>
          Номер заказа или телефон
        </label>
        <input
          id="filter-search"
          name="search"
          type="search"
          inputMode="tel"
          maxLength={64}
          defaultValue={filter.search ?? ""}
          placeholder="1024 или +7 999 123-45-67"
          className={inputClass}
        />
      </div>
      <Select
        name="status"
        label="Статус"
        choices={view.statuses}
        value={filter.status}
        empty="Любой"
      />
      <Select
        name="deliveryType"
        label="Доставка"
        choices={view.deliveryTypes}
        value={filter.deliveryType}
        empty="Любая"
      />
      <Select
        name="paid"
        label="Оплата"
        choices={[
          { value: "yes", label: "Оплачен" },
          { value: "no", label: "Не оплачен" },
        ]}
        value={filter.paid}
        empty="Любая"
      />
      <div>
        <label htmlFor="filter-from" className={labelClass}>
          Создан с
        </label>
        <input
          id="filter-from"
          name="createdFrom"
          type="date"
          defaultValue={filter.createdFrom ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className={labelClass}>
          по
        </label>
        <input
          id="filter-to"
          name="createdTo"
          type="date"
          defaultValue={filter.createdTo ?? ""}
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit" disabled={searching}>
          {searching ? "Ищем…" : "Найти"}
        </Button>
        <Link to="/admin/orders" className={`rounded-sm text-sm underline ${focusRing}`}>
          Сбросить
        </Link>
      </div>
    </Form>
  );
}

/** What the last batch did: how many orders moved, and each refused one with why. */
export function BulkReport({ report, statuses }: { report: BulkReportView; statuses: Choice[] }) {
  const statusName =
    statuses.find((choice) => choice.value === report.status)?.label ?? report.status;
  return (
    <section
      role="status"
      aria-label="Итог массового изменения"
      className="rounded-2xl border border-neutral-300 p-4 text-sm dark:border-neutral-700"
      data-testid="bulk-report"
    >
      <p className="font-semibold">
        «{statusName}»: переведено заказов — {report.moved}
        {report.refused.length ? `, не переведено — ${report.refused.length}` : ""}
      </p>
      {report.refused.length ? (
        <ul className="mt-2 list-disc pl-5 text-red-700 dark:text-red-400">
          {report.refused.map((entry) => (
            <li key={entry.orderId}>
              Заказ №{entry.orderId}: {entry.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const cell = "px-2 py-2 align-top max-md:p-0";

/**
 * The orders found, newest first, each with a box for the batch below it: the table and the
 * batch's form are one form, so the boxes post without JavaScript. On a phone each row is a card.
 */
export function OrdersTable({
  view,
  bulkStatuses,
  bulkErrors,
}: {
  view: OrdersListView;
  bulkStatuses: Choice[];
  bulkErrors: string[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const saving = navigation.state === "submitting";
  if (view.orders.length === 0) {
    return (
      <>
        {/* A batch refused while the list is empty (its orders moved meanwhile). */}
        <ErrorList id="bulk-errors" errors={bulkErrors} className="" />
        <EmptyState title="Заказов не найдено">
          <p>Измените фильтры или ищите по другой части номера телефона.</p>
        </EmptyState>
      </>
    );
  }
  return (
    <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
      <input type="hidden" name="intent" value="bulk" />
      <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="orders-total">
        Найдено заказов: {view.totalItems}
      </p>
      <table className="w-full border-collapse text-sm max-md:block">
        <thead className="max-md:sr-only">
          <tr className="border-b border-neutral-300 text-left dark:border-neutral-700">
            <th className={cell}>
              <span className="sr-only">Выбрать</span>
            </th>
            <th className={cell}>Заказ</th>
            <th className={cell}>Покупатель</th>
            <th className={cell}>Статус</th>
            <th className={cell}>Доставка</th>
            <th className={`${cell} text-right`}>Сумма</th>
          </tr>
        </thead>
        <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
          {view.orders.map((order) => (
            <tr
              key={order.id}
              className="border-b border-neutral-200 max-md:grid max-md:grid-cols-[auto_1fr] max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-2xl max-md:border max-md:p-3 dark:border-neutral-800"
              data-testid="admin-order-row"
            >
              <td className={`${cell} max-md:row-span-5`}>
                <input
                  type="checkbox"
                  name="orderIds"
                  value={order.id}
                  aria-label={`Выбрать заказ №${order.id}`}
                  className="size-5"
                />
              </td>
              <td className={cell}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className={`rounded-sm font-semibold underline underline-offset-2 ${focusRing}`}
                >
                  №{order.id}
                </Link>
                <span className="block text-neutral-500 dark:text-neutral-400">
                  {formatMoment(order.createdAt)} · товаров: {order.itemCount}
                </span>
              </td>
              <td className={cell}>
                {order.customer}
                <span className="block text-neutral-600 dark:text-neutral-400">{order.phone}</span>
              </td>
              <td className={cell}>
                {order.statusName}
                <span
                  className={`block ${order.paid ? "text-green-700 dark:text-green-400" : "text-neutral-500 dark:text-neutral-400"}`}
                >
                  {order.paid ? "Оплачен" : "Не оплачен"}
                </span>
              </td>
              <td className={cell}>{order.deliveryTypeName ?? "—"}</td>
              <td className={`${cell} md:text-right`}>
                <span className="text-neutral-500 md:block dark:text-neutral-400">
                  {order.sum.label}:{" "}
                </span>
                {formatPrice(order.sum.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={view.page}
        totalPages={view.totalPages}
        hrefFor={(page) => ordersHref(view.filter, page)}
      />
      <fieldset className="flex flex-col gap-3 rounded-3xl bg-neutral-100 p-4 sm:flex-row sm:items-end dark:bg-neutral-900">
        <legend className="sr-only">Изменить статус отмеченных заказов</legend>
        <div className="grow">
          <label htmlFor="bulk-status" className={labelClass}>
            Перевести отмеченные заказы в статус
          </label>
          <select
            id="bulk-status"
            name="status"
            required
            defaultValue=""
            className={inputClass}
            aria-describedby="bulk-errors"
          >
            <option value="" disabled>
              Выберите статус
            </option>
            {bulkStatuses.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {saving ? "Переводим…" : "Перевести"}
        </button>
      </fieldset>
      <div id="bulk-errors" className="text-sm text-red-700 dark:text-red-400">
        {bulkErrors.length ? <p role="alert">{bulkErrors.join(". ")}</p> : null}
      </div>
    </Form>
  );
}
