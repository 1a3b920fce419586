/**
 * /admin/audit's filters and query (docs/back-office.md#the-audit-log): a GET form (staff,
 * action, dates), so a filtered page is an address that works without JavaScript.
 */
import { z } from "zod";
import { graphql } from "~/graphql.ts";
import { OrderVocabularyFragment } from "~/features/orders/vocabulary-documents.server.ts";

export const AuditPageQuery = graphql(
  `
    query StaffAuditLog($filter: StaffAuditFilterDto, $pagination: PaginationDto) {
      orderVocabulary {
        ...OrderVocabularyFields
      }
      staffAudit(filter: $filter, pagination: $pagination) {
        items {
          id
          at
          staffName
          tokenName
          action
          subjectType
          subjectId
          details
        }
        pagination {
          page
          totalPages
          totalItems
        }
      }
      staffMembers(includeRemoved: true) {
        id
        name
      }
      staffAuditActions
    }
  `,
  [OrderVocabularyFragment],
);

export const AUDIT_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Дата — в виде ГГГГ-ММ-ДД")
  .refine(
    (value) => value >= "2000-01-01" && value <= "2099-12-31",
    "Дата — между 2000 и 2099 годом",
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), "Такой даты нет");

const auditQuery = z.object({
  staff: z
    .string()
    .max(100)
    .regex(/^(\d{1,10}|OPERATOR_API_TOKEN|npm run staff)$/, "Нет такого сотрудника")
    .optional(),
  action: z.string().max(100, "Слишком длинное действие").optional(),
  from: date.optional(),
  to: date.optional(),
  page: z.coerce
    .number()
    .int("Нет такой страницы")
    .min(1, "Нет такой страницы")
    .max(10_000, "Нет такой страницы")
    .default(1),
});

export type AuditQuery = z.infer<typeof auditQuery>;

/** The filters of the address; the first problem's Russian message when one is wrong. */
export function readAuditQuery(url: URL): { query: AuditQuery; problem: string | null } {
  const raw = Object.fromEntries(
    ["staff", "action", "from", "to", "page"].flatMap((key) => {
      const value = url.searchParams.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = auditQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, problem: null };
  return { query: { page: 1 }, problem: parsed.error.issues[0]?.message ?? "Неверный фильтр" };
}

/** Moscow midnight of a YYYY-MM-DD, as an ISO moment (the shop's day). */
const moscowMidnight = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + plusDays * DAY_MS).toISOString();

/** The API's filter: `to` is the last day included. */
export function auditFilter(query: AuditQuery) {
  const byId = query.staff && /^\d+$/.test(query.staff);
  return {
    staffId: byId ? query.staff : null,
    staffName: query.staff && !byId ? query.staff : null,
    action: query.action ?? null,
    from: query.from ? moscowMidnight(query.from) : null,
    to: query.to ? moscowMidnight(query.to, 1) : null,
  };
}
