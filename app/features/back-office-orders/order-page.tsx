import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { headlineOf } from "~/features/orders/order-amounts.ts";
import { formatPrice } from "~/lib/money.ts";
import { buttonClass } from "~/ui/button.tsx";
import { inputClass } from "~/ui/form/field.tsx";
import { focusRing } from "~/ui/focus-ring.ts";
import { MAX_COMMENT } from "./forms.ts";
import { formatMoment } from "./moments.ts";
import type { Choice, StaffItemView, StaffOrderView } from "./views.ts";

/** What the order page's action answers when a form is refused: its errors, by form. */
export interface OrderPageReply {
  /** Which form: "order", an item's id, or "comment". */
  form: string;
  errors: string[];
  /** The comment as typed, kept when it was refused. */
  comment?: string;
}

const section =
  "flex flex-col gap-3 rounded-3xl border border-neutral-200 p-4 md:p-5 dark:border-neutral-800";

function Errors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <div id={id} className="text-sm text-red-700 dark:text-red-400">
      {errors?.length ? <p role="alert">{errors.join(". ")}</p> : null}
    </div>
  );
}

/**
 * A status move: the statuses the rules allow as a select, and the button. Without `itemId`, all
 * the order's items on their way move together.
 */
function MoveForm({
  formId,
  itemId,
  next,
  formName,
  label,
  errors,
}: {
  formId: string;
  itemId?: string;
  next: Choice[];
  /** The form's accessible name. */
  formName: string;
  /** The select's label. */
  label: string;
  errors: string[] | undefined;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "status" &&
    (navigation.formData.get("itemId") ?? "") === (itemId ?? "");
  if (next.length === 0) {
    return (
      <>
        <p className="text-sm text-neutral-500 dark:text-neutral-400">Перевести некуда.</p>
        <Errors id={`${formId}-errors`} errors={errors} />
      </>
    );
  }
  const selectId = `${formId}-status`;
  return (
    <Form method="post" className="flex flex-col gap-2" aria-label={formName}>
      <input type="hidden" name="intent" value="status" />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
            {label}
          </label>
          <select
            id={selectId}
            name="status"
            required
            defaultValue=""
            className={inputClass}
            aria-describedby={`${formId}-errors`}
          >
            <option value="" disabled>
              Выберите статус
            </option>
            {next.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${formId}-track`} className="mb-1 block text-sm font-medium">
            Трек-номер СДЭК <span className="font-normal text-neutral-500">(необязательно)</span>
          </label>
          <input
            id={`${formId}-track`}
            name="trackCode"
            maxLength={64}
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {saving ? "Переводим…" : "Перевести"}
        </button>
      </div>
      <Errors id={`${formId}-errors`} errors={errors} />
    </Form>
  );
}

function ItemCard({ item, reply }: { item: StaffItemView; reply: OrderPageReply | null }) {
  return (
    <li className={section} data-testid="admin-order-item">
      <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <p className="font-semibold">
          {item.productSlug ? (
            <Link
              to={`/product/${item.productSlug}`}
              className={`rounded-sm underline underline-offset-2 ${focusRing}`}
            >
              {item.productName}
            </Link>
          ) : (
            item.productName
          )}
          {item.sizeName ? <span className="font-normal"> · размер {item.sizeName}</span> : null}
        </p>
        <p>{formatPrice(item.soldPrice)}</p>
      </div>
      <p>
        Статус:{" "}
        <span className="font-semibold" data-testid="admin-item-status">
          {item.statusName}
        </span>
        {item.trackCode ? (
          <span className="block text-sm">Трек-номер СДЭК: {item.trackCode}</span>
        ) : null}
      </p>
      <MoveForm
        // A new status is a new form: no choice of the last move stays selected.
        key={item.statusName}
        formId={`item-${item.id}`}
        itemId={item.id}
        next={item.next}
        formName={`Перевод товара «${item.productName}»`}
        label="Перевести товар в статус"
        errors={reply?.form === item.id ? reply.errors : undefined}
      />
      <details>
        <summary className={`cursor-pointer rounded-sm text-sm font-medium ${focusRing}`}>
          История статусов ({item.history.length})
        </summary>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {item.history.map((change, index) => (
            <li key={`${change.createdAt}-${index}`}>
              <time dateTime={change.createdAt} className="text-neutral-500 dark:text-neutral-400">
                {formatMoment(change.createdAt)}
              </time>{" "}
              {change.previousName ? `${change.previousName} → ` : ""}
              <span className="font-medium">{change.statusName}</span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

function CommentForm({ order, reply }: { order: StaffOrderView; reply: OrderPageReply | null }) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "comment";
  const errors = reply?.form === "comment" ? reply.errors : undefined;
  return (
    <Form method="post" className={section} aria-label="Комментарий магазина">
      <input type="hidden" name="intent" value="comment" />
      <label htmlFor="comment-for-shopper" className="font-semibold">
        Комментарий для покупателя
      </label>
      <p id="comment-hint" className="text-sm text-neutral-500 dark:text-neutral-400">
        Покупатель увидит его на странице заказа. До {MAX_COMMENT} символов; пустой — убрать
        комментарий.
      </p>
      <textarea
        id="comment-for-shopper"
        name="comment"
        rows={4}
        maxLength={MAX_COMMENT}
        defaultValue={reply?.comment ?? order.commentForShopper ?? ""}
        aria-describedby="comment-hint comment-errors"
        aria-invalid={errors ? true : undefined}
        className={inputClass}
      />
      <Errors id="comment-errors" errors={errors} />
      <div>
        <button type="submit" className={buttonClass("secondary")} disabled={saving}>
          {saving ? "Сохраняем…" : "Сохранить комментарий"}
        </button>
      </div>
    </Form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2">
      <dt className="text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** An order's page for the staff: who and where, its money, each item with its moves, payments. */
export function StaffOrderDetails({
  order,
  reply,
}: {
  order: StaffOrderView;
  reply: OrderPageReply | null;
}) {
  const headline = headlineOf(order.amounts);
  // A reply for a form the page does not have (an item of another order): the order's form says it.
  const known = reply?.form === "comment" || order.items.some((item) => item.id === reply?.form);
  const shown = reply && !known ? { ...reply, form: "order" } : reply;
  return (
    <div className="flex flex-col gap-6">
      <section className={section} aria-label="Заказ">
        <p className="text-xl font-semibold" data-testid="admin-order-status">
          {order.statusName}
        </p>
        <dl className="flex flex-col gap-1 text-sm">
          <Row label="Создан">{formatMoment(order.createdAt)}</Row>
          <Row label="Оплата">
            {order.paid ? "Оплачен" : "Не оплачен"} · {headline.label}{" "}
            {formatPrice(headline.amount)}
          </Row>
          <Row label="Покупатель">{order.customer}</Row>
          <Row label="Телефон">{order.phone}</Row>
          {order.email ? <Row label="E-mail">{order.email}</Row> : null}
          <Row label="Доставка">
            {[order.deliveryTypeName, order.deliveryAddress].filter(Boolean).join(": ") || "—"}
          </Row>
          {order.shopperComment ? (
            <Row label="Комментарий покупателя">
              <span className="whitespace-pre-line">{order.shopperComment}</span>
            </Row>
          ) : null}
          <Row label="Страница заказа">
            <a
              href={`/orders/${order.uuid}`}
              className={`rounded-sm underline underline-offset-2 ${focusRing}`}
            >
              /orders/{order.uuid}
            </a>
          </Row>
        </dl>
        <MoveForm
          key={order.statusName}
          formId="order"
          next={order.next}
          formName="Перевод заказа"
          label="Перевести все товары в пути в статус"
          errors={shown?.form === "order" ? shown.errors : undefined}
        />
      </section>
      <section aria-labelledby="admin-items" className="flex flex-col gap-3">
        <h2 id="admin-items" className="text-xl font-semibold">
          Товары
        </h2>
        <ul className="flex flex-col gap-3">
          {order.items.map((item) => (
            <ItemCard key={item.id} item={item} reply={shown} />
          ))}
        </ul>
      </section>
      <CommentForm order={order} reply={shown} />
      <section aria-labelledby="admin-payments" className={section}>
        <h2 id="admin-payments" className="text-xl font-semibold">
          Платежи
        </h2>
        {order.payments.length === 0 ? (
          <p className="text-sm">Платежей нет.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {order.payments.map((payment) => (
              <li key={payment.id} className="break-words">
                {formatMoment(payment.createdAt)} · {payment.provider} ·{" "}
                {formatPrice(payment.amount)} ·{" "}
                <span className="font-medium">{payment.statusName}</span>
                {payment.externalId ? (
                  <span className="block text-neutral-500 dark:text-neutral-400">
                    {payment.externalId}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
