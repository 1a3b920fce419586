/**
 * The requests queue's page bodies (docs/back-office.md#отзывы-и-заявки): the list with its
 * filters by kind and state (a GET form), and a request's details with the form that moves its
 * state. Plain forms: they work without JavaScript.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  MAX_REQUEST_NOTE,
  QUEUE_REQUEST_KINDS,
  REQUEST_KIND_LABELS,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  type QueueRequestKind,
  type RequestState,
} from "../../../shared/request-states.ts";
import { formatPrice } from "~/lib/money.ts";
import { Button, buttonClass } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { focusRing } from "~/ui/focus-ring.ts";
import { inputClass } from "~/ui/form/field.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import { formatMoment } from "../back-office-orders/moments.ts";
import { type RequestsFilter, requestsHref } from "./forms.ts";

const labelClass = "mb-1 block text-sm font-medium";

const kindLabel = (kind: string) => REQUEST_KIND_LABELS[kind as QueueRequestKind] ?? kind;
const stateLabel = (state: string) => REQUEST_STATE_LABELS[state as RequestState] ?? state;

const STATE_COLOURS: Record<string, string> = {
  NEW: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  IN_PROGRESS: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  DONE: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  REJECTED: "bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
};

export function StateBadge({ state }: { state: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm ${STATE_COLOURS[state] ?? ""}`}>
      {stateLabel(state)}
    </span>
  );
}

export function RequestsFilterForm({ filter }: { filter: RequestsFilter }) {
  return (
    <Form
      method="get"
      action="/admin/requests"
      className="grid gap-3 rounded-3xl bg-neutral-100 p-4 sm:grid-cols-3 dark:bg-neutral-900"
      aria-label="Фильтры заявок"
    >
      <div>
        <label htmlFor="filter-kind" className={labelClass}>
          Вид
        </label>
        <select
          id="filter-kind"
          name="kind"
          defaultValue={filter.kind ?? ""}
          className={inputClass}
        >
          <option value="">Все виды</option>
          {QUEUE_REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {REQUEST_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-state" className={labelClass}>
          Состояние
        </label>
        <select
          id="filter-state"
          name="state"
          defaultValue={filter.state ?? ""}
          className={inputClass}
        >
          <option value="">Все состояния</option>
          {REQUEST_STATES.map((state) => (
            <option key={state} value={state}>
              {REQUEST_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <button type="submit" className={buttonClass("primary")}>
          Показать
        </button>
        <Link to="/admin/requests" className={`rounded-sm text-sm underline ${focusRing}`}>
          Сбросить
        </Link>
      </div>
    </Form>
  );
}

export interface QueueRequest {
  id: string;
  kind: string;
  state: string;
  createdAt: string;
  name: string | null;
  phone: string;
  productName: string | null;
  brand: string | null;
  model: string | null;
  companyName: string | null;
  text: string | null;
}

/** One line saying what the request is about. */
function subjectOf(request: QueueRequest): string {
  if (request.kind === "meet-price") return request.productName ?? "Товар не указан";
  if (request.kind === "order") return [request.brand, request.model].filter(Boolean).join(" ");
  return request.companyName ?? "";
}

export function RequestsList({
  requests,
  filter,
  page,
  totalPages,
  totalItems,
}: {
  requests: readonly QueueRequest[];
  filter: RequestsFilter;
  page: number;
  totalPages: number;
  totalItems: number;
}) {
  if (requests.length === 0) {
    return <EmptyState title="Очередь пуста">Заявок с такими условиями нет.</EmptyState>;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="requests-total">
        Заявок: {totalItems}
      </p>
      <ul className="flex flex-col gap-3">
        {requests.map((request) => (
          <li
            key={`${request.kind}/${request.id}`}
            className="flex flex-col gap-1 rounded-2xl border border-neutral-200 p-4 sm:flex-row sm:items-center sm:gap-4 dark:border-neutral-800"
          >
            <div className="grow">
              <Link
                to={`/admin/requests/${request.kind}/${request.id}`}
                className={`rounded-sm font-semibold underline underline-offset-2 ${focusRing}`}
              >
                {kindLabel(request.kind)} №{request.id}
              </Link>
              <span className="block text-sm">{subjectOf(request)}</span>
              <span className="block text-sm text-neutral-600 dark:text-neutral-400">
                {[request.name, request.phone].filter(Boolean).join(", ")} ·{" "}
                {formatMoment(request.createdAt)}
              </span>
            </div>
            <StateBadge state={request.state} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => requestsHref(filter, n)} />
    </div>
  );
}

export interface QueueRequestDetails extends Omit<QueueRequest, "text"> {
  nextStates: readonly string[];
  stateNote: string | null;
  stateChangedAt: string | null;
  stateChangedBy: string | null;
  email: string | null;
  text: string | null;
  productSlug: string | null;
  size: string | null;
  offerUrl: string | null;
  priceSeen: number | null;
  link: string | null;
  budget: number | null;
  companyType: string | null;
  inn: string | null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium">{label}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** A link a sender typed: shown as text and opened apart, never followed with the shop's referrer. */
function External({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="underline">
      {href}
    </a>
  );
}

export interface StateReply {
  errors: string[];
  note: string;
}

export function RequestDetails({
  request,
  reply,
}: {
  request: QueueRequestDetails;
  reply: StateReply | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <StateBadge state={request.state} />
        <span className="text-sm text-neutral-600 dark:text-neutral-400">
          Получена {formatMoment(request.createdAt)}
        </span>
      </div>
      <dl className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-4 text-sm dark:border-neutral-800">
        <Row label={request.kind === "cooperative" ? "Контактное лицо" : "Имя"}>{request.name}</Row>
        <Row label="Телефон">
          <a href={`tel:${request.phone}`} className="underline">
            {request.phone}
          </a>
        </Row>
        <Row label="Эл. почта">{request.email}</Row>
        <Row label="Компания">{request.companyName}</Row>
        <Row label="Тип компании">{request.companyType}</Row>
        <Row label="ИНН">{request.inn}</Row>
        <Row label="Товар">
          {request.productSlug ? (
            <Link to={`/product/${request.productSlug}`} className="underline">
              {request.productName}
            </Link>
          ) : (
            request.productName
          )}
        </Row>
        <Row label="Бренд">{request.brand}</Row>
        <Row label="Модель">{request.model}</Row>
        <Row label="Размер">{request.size}</Row>
        <Row label="Где дешевле">
          {request.offerUrl ? <External href={request.offerUrl} /> : null}
        </Row>
        <Row label="Цена там">
          {request.priceSeen === null ? null : formatPrice(request.priceSeen)}
        </Row>
        <Row label="Ссылка на товар">{request.link ? <External href={request.link} /> : null}</Row>
        <Row label="Бюджет">{request.budget === null ? null : formatPrice(request.budget)}</Row>
        <Row label={request.kind === "cooperative" ? "О предложении" : "Комментарий"}>
          {request.text}
        </Row>
      </dl>
      {request.stateChangedAt ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          «{stateLabel(request.state)}»: {request.stateChangedBy ?? "сотрудник"},{" "}
          {formatMoment(request.stateChangedAt)}
          {request.stateNote ? ` — ${request.stateNote}` : ""}
        </p>
      ) : null}
      {request.nextStates.length > 0 ? (
        <Form
          method="post"
          className="flex flex-col gap-3 rounded-3xl bg-neutral-100 p-4 dark:bg-neutral-900"
          aria-label="Состояние заявки"
        >
          <div>
            <label htmlFor="request-state" className={labelClass}>
              Перевести в состояние
            </label>
            <select
              id="request-state"
              name="state"
              required
              defaultValue={request.nextStates[0]}
              className={inputClass}
              aria-describedby="request-errors"
            >
              {request.nextStates.map((state) => (
                <option key={state} value={state}>
                  {stateLabel(state)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="request-note" className={labelClass}>
              Комментарий (необязательно)
            </label>
            <textarea
              id="request-note"
              name="note"
              rows={3}
              maxLength={MAX_REQUEST_NOTE}
              defaultValue={reply?.note ?? ""}
              className={inputClass}
            />
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? "Сохраняем…" : "Сохранить"}
            </Button>
          </div>
          <div id="request-errors" className="text-sm text-red-700 dark:text-red-400">
            {reply?.errors.length ? <p role="alert">{reply.errors.join(". ")}</p> : null}
          </div>
        </Form>
      ) : (
        <p className="text-sm">Заявка закрыта: её состояние больше не меняется.</p>
      )}
    </div>
  );
}
