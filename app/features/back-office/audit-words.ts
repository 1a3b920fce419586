/**
 * The audit log's lines in Russian words (docs/back-office.md#the-audit-log): one entry per
 * action kind, its name and how its details read («Статус: Оплачен → Доставлен», «Цена: 12 990 ₽
 * → 9 990 ₽»); a kind not in the table reads as a «ключ: значение» list, never raw JSON.
 */
import { formatPrice } from "~/lib/money.ts";
import { IMPORT_STATE_LABELS } from "~/features/back-office-catalogue/labels.ts";
import { ROLE_LABELS } from "./nav.ts";
import { REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "../../../shared/request-states.ts";

type Details = Record<string, unknown>;

/** What the formatter needs beyond the line itself: the order statuses' names (the API's). */
export interface AuditVocabulary {
  statuses: Readonly<Record<string, string>>;
}

interface ActionWords {
  label: string;
  lines?: (details: Details, words: AuditVocabulary) => (string | null)[];
}

const REVIEW_STATES: Record<string, string> = {
  PENDING: "Ждёт модерации",
  PUBLISHED: "Опубликован",
  REJECTED: "Отклонён",
};
const CHANNELS: Record<string, string> = { SMS: "код по SMS", EMAIL: "код на e-mail" };
const VIA: Record<string, string> = { "operator-api": "API оператора" };

const time = new Intl.DateTimeFormat("ru-RU", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Moscow",
});

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "да" : "нет";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
};
const money = (value: unknown) => (typeof value === "number" ? formatPrice(value) : "—");
const named = (names: Readonly<Record<string, string>>) => (value: unknown) =>
  typeof value === "string" ? (names[value] ?? value) : text(value);
const moment = (value: unknown) => {
  const at = typeof value === "string" ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? time.format(at) : text(value);
};

/** «Название: значение», or nothing for a value that is not there. */
const line = (label: string, value: unknown, show: (value: unknown) => string = text) =>
  value === undefined || value === null || value === "" ? null : `${label}: ${show(value)}`;

/** «Название: было → стало». */
const change = (
  label: string,
  from: unknown,
  to: unknown,
  show: (value: unknown) => string = text,
) => `${label}: ${show(from)} → ${show(to)}`;

const record = (value: unknown): Details =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Details) : {};

/** The moves of an order's items: one line for one item, else one a line with its number. */
function itemMoves(details: Details, words: AuditVocabulary): string[] {
  const status = named(words.statuses);
  const items = Array.isArray(details.items) ? details.items.map(record) : [];
  if (items.length === 0) {
    return [line("Новый статус", details.status, status)].filter((entry) => entry !== null);
  }
  return items.map((item) =>
    items.length === 1
      ? `${change("Статус", item.from, item.to, status)} (товар №${text(item.id)})`
      : `Товар №${text(item.id)} — ${change("статус", item.from, item.to, status)}`,
  );
}

const orderStatusLines = (details: Details, words: AuditVocabulary) => [
  ...itemMoves(details, words),
  line("Статус заказа теперь", details.orderStatus, named(words.statuses)),
  line("Трек-номер", details.trackCode),
  line("Через", details.via, named(VIA)),
  details.result === undefined
    ? null
    : details.result === "ok"
      ? "Результат: выполнено"
      : line("Отказ", details.result),
];

/** A promo code's term as its edit reads: money in roubles, dates as dates, percent or roubles. */
function promoTerm(key: string, kind: unknown): [string, (value: unknown) => string] {
  switch (key) {
    case "value":
      return ["Скидка", (v) => (kind === "PERCENT" ? `${text(v)} %` : kind ? money(v) : text(v))];
    case "minOrderAmount":
      return ["Минимальная сумма", money];
    case "startsAt":
      return ["Начало", moment];
    case "endsAt":
      return ["Действует до", (v) => (v === null ? "бессрочно" : moment(v))];
    case "maxUses":
      return ["Заказов всего", (v) => (v === null ? "без ограничения" : text(v))];
    case "oncePerShopper":
      return ["Один раз на покупателя", text];
    default:
      return [key, text];
  }
}

/** Each action kind's name and lines. */
export const AUDIT_ACTIONS: Readonly<Record<string, ActionWords>> = {
  "staff.sign-in": {
    label: "Вход в кабинет",
    lines: (d) => [line("Как", d.channel, named(CHANNELS)), line("IP-адрес", d.ip)],
  },
  "staff.sign-out": { label: "Выход из кабинета" },
  "staff.invite": {
    label: "Сотрудник приглашён",
    lines: (d) => [
      line("Имя", d.name),
      line("Роль", d.role, named(ROLE_LABELS)),
      line("Телефон", d.phone),
      line("E-mail", d.email),
    ],
  },
  "staff.role": {
    label: "Роль сотрудника изменена",
    lines: (d) => [line("Имя", d.name), change("Роль", d.from, d.to, named(ROLE_LABELS))],
  },
  "staff.remove": {
    label: "Сотрудник удалён",
    lines: (d) => [line("Имя", d.name), line("Роль", d.role, named(ROLE_LABELS))],
  },
  "token.create": {
    label: "Токен создан",
    lines: (d) => [line("Название", d.name), line("Сотрудник №", d.staffId)],
  },
  "token.revoke": {
    label: "Токен отозван",
    lines: (d) => [line("Название", d.name), line("Сотрудник №", d.staffId)],
  },
  "order.status": { label: "Статус заказа", lines: orderStatusLines },
  "orders.bulk-status": {
    label: "Статус заказа (отмеченные в списке)",
    lines: (d, w) => [...orderStatusLines(d, w), line("Заказов отмечено", d.batch)],
  },
  "order.comment": {
    label: "Комментарий для покупателя",
    lines: (d) => [d.comment ? `Комментарий: «${text(d.comment)}»` : "Комментарий убран"],
  },
  "item.price": {
    label: "Цена товара",
    lines: (d) => {
      const before = record(d.before);
      const after = record(d.after);
      return [
        line("Товар", d.product),
        before.price === after.price ? null : change("Цена", before.price, after.price, money),
        before.oldPrice === after.oldPrice
          ? null
          : change("Старая цена", before.oldPrice, after.oldPrice, money),
      ];
    },
  },
  "item.stock": {
    label: "Остаток товара",
    lines: (d) => [line("Товар", d.product), change("Остаток", d.before, d.after)],
  },
  "product.visibility": {
    label: "Видимость товара",
    lines: (d) => [change("Показан на сайте", d.before, d.after)],
  },
  "catalogue.import": {
    label: "Импорт CSV",
    lines: (d) => [
      line("Файл", d.fileName),
      line("Итог", d.state, named(IMPORT_STATE_LABELS)),
      line("Строк", d.rows),
      line("Изменено позиций", d.itemsChanged),
      line("Изменено товаров", d.productsChanged),
      line("Без изменений", d.unchanged),
      line("Отклонено строк", d.refused),
    ],
  },
  "catalogue.export": {
    label: "Экспорт CSV",
    lines: (d) => [line("Разделитель", d.delimiter, (v) => `«${text(v)}»`)],
  },
  "promo.create": {
    label: "Промокод создан",
    lines: (d) => [
      line("Код", d.code),
      line("Скидка", d.value, promoTerm("value", d.kind)[1]),
      d.minOrderAmount ? line("Минимальная сумма", d.minOrderAmount, money) : null,
      line("Заказов всего", d.maxUses),
    ],
  },
  "promo.update": {
    label: "Условия промокода изменены",
    lines: (d) => {
      const before = record(d.before);
      const after = record(d.after);
      return [
        line("Код", d.code),
        ...Object.keys(after).map((key) => {
          const [label, show] = promoTerm(key, d.kind);
          return change(label, before[key], after[key], show);
        }),
      ];
    },
  },
  "promo.disable": { label: "Промокод выключен" },
  "promo.enable": { label: "Промокод включён" },
  "review.publish": {
    label: "Отзыв опубликован",
    lines: (d) => [change("Состояние", d.from, d.to, named(REVIEW_STATES))],
  },
  "review.reject": {
    label: "Отзыв отклонён",
    lines: (d) => [
      change("Состояние", d.from, d.to, named(REVIEW_STATES)),
      d.reason ? `Причина: «${text(d.reason)}»` : null,
    ],
  },
  "review.moderate": {
    label: "Модерация отзыва",
    lines: (d) => [
      line("Решение", d.state, named(REVIEW_STATES)),
      line("Через", d.via, named(VIA)),
      d.result === "ok" ? "Результат: выполнено" : line("Результат", d.result),
    ],
  },
  "reviews.list": {
    label: "Отзывы на модерацию прочитаны",
    lines: (d) => [line("Через", d.via, named(VIA)), line("Не больше", d.limit)],
  },
  "request.state": {
    label: "Состояние заявки",
    lines: (d) => [
      line("Вид", d.kind, named(REQUEST_KIND_LABELS)),
      change("Состояние", d.from, d.to, named(REQUEST_STATE_LABELS)),
      d.note ? `Заметка: «${text(d.note)}»` : null,
    ],
  },
  "requests.list": {
    label: "Заявки прочитаны",
    lines: (d) => [
      line("Через", d.via, named(VIA)),
      line("Страница", d.page),
      line("На странице", d.limit),
    ],
  },
};

/** What an entry is about, as the log names it. */
export const AUDIT_SUBJECTS: Readonly<Record<string, string>> = {
  catalogue: "Каталог",
  catalogue_import: "Импорт",
  order: "Заказ",
  product: "Товар",
  product_item: "Позиция товара",
  promo_code: "Промокод",
  request: "Заявка",
  review: "Отзыв",
  staff: "Сотрудник",
  staff_token: "Токен",
};

/** «ключ: значение» for every detail, nested ones as «ключ.вложенный»: an action not in the table. */
function plainLines(details: Details, prefix = ""): string[] {
  return Object.entries(details).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? plainLines(value as Details, `${prefix}${key}.`)
      : [`${prefix}${key}: ${text(value)}`],
  );
}

/** The action's name and its details' lines, as /admin/audit shows them. */
export function describeAuditEntry(
  entry: { action: string; details: string | null },
  words: AuditVocabulary,
): { label: string; lines: string[] } {
  let details: Details = {};
  try {
    details = record(entry.details ? (JSON.parse(entry.details) as unknown) : {});
  } catch {
    // Not JSON: shown as it is, below.
    return {
      label: AUDIT_ACTIONS[entry.action]?.label ?? entry.action,
      lines: [entry.details ?? ""],
    };
  }
  const known = AUDIT_ACTIONS[entry.action];
  if (!known) return { label: entry.action, lines: plainLines(details) };
  const lines = (known.lines?.(details, words) ?? []).filter(
    (value): value is string => value !== null,
  );
  return { label: known.label, lines };
}
