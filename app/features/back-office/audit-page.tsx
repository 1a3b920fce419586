import { Form } from "react-router";
import { buttonClass } from "~/ui/button.tsx";
import { inputClass, Label } from "~/ui/form/field.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import { auditHref } from "./audit-href.ts";
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from "./audit-words.ts";
import type { AuditQuery } from "./audit.server.ts";

/** What /admin/audit's loader answers (app/routes/admin.audit.tsx). */
export interface AuditPageData {
  query: AuditQuery;
  problem: string | null;
  items: readonly {
    id: string;
    at: string;
    staffName: string;
    tokenName: string | null;
    action: string;
    subjectType: string;
    subjectId: string;
    /** The action's name and its details in words (audit-words.ts). */
    label: string;
    lines: readonly string[];
  }[];
  page: number;
  totalPages: number;
  totalItems: number;
  staff: readonly { id: string; name: string }[];
  actions: readonly string[];
}

const time = new Intl.DateTimeFormat("ru-RU", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Moscow",
});

/** A cell: a column from 768 px, a line of its entry's block below (a phone reads it down). */
const cell = "py-2 pr-3 max-md:block max-md:py-0.5";

/** /admin/audit (docs/back-office.md#the-audit-log): newest first, filtered by a GET form. */
export function AuditPage({ data }: { data: AuditPageData }) {
  const { query } = data;
  return (
    <section>
      <h1 className="text-2xl font-black">Журнал действий</h1>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
        Записей: {data.totalItems}. Журнал только дополняется: изменить или удалить запись нельзя.
      </p>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-5 sm:items-end">
        <div>
          <Label htmlFor="audit-staff" required={false}>
            Сотрудник
          </Label>
          <select
            id="audit-staff"
            name="staff"
            defaultValue={query.staff ?? ""}
            className={inputClass}
          >
            <option value="">Все</option>
            {data.staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            <option value="OPERATOR_API_TOKEN">OPERATOR_API_TOKEN</option>
            <option value="npm run staff">npm run staff</option>
          </select>
        </div>
        <div>
          <Label htmlFor="audit-action" required={false}>
            Действие
          </Label>
          <select
            id="audit-action"
            name="action"
            defaultValue={query.action ?? ""}
            className={inputClass}
          >
            <option value="">Все</option>
            {data.actions.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTIONS[action]?.label ?? action}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="audit-from" required={false}>
            С
          </Label>
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={query.from}
            className={inputClass}
          />
        </div>
        <div>
          <Label htmlFor="audit-to" required={false}>
            По
          </Label>
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={query.to}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass()}>
          Показать
        </button>
      </Form>
      {data.problem ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
          {data.problem}
        </p>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm max-md:block">
          <thead className="max-md:sr-only">
            <tr className="border-b border-neutral-200 dark:border-neutral-800">
              <th className="py-2 pr-3">Когда</th>
              <th className="py-2 pr-3">Кто</th>
              <th className="py-2 pr-3">Действие</th>
              <th className="py-2 pr-3">Объект</th>
              <th className="py-2">Подробности</th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {data.items.map((item) => (
              <tr
                key={item.id}
                className="border-b border-neutral-100 align-top max-md:block max-md:py-2 dark:border-neutral-900"
              >
                <td className={`${cell} whitespace-nowrap`}>{time.format(new Date(item.at))}</td>
                <td className={cell}>
                  {item.staffName}
                  {item.tokenName ? (
                    <span className="block text-neutral-500">токен «{item.tokenName}»</span>
                  ) : null}
                </td>
                <td className={cell}>
                  {item.label}
                  <span className="block font-mono text-xs text-neutral-500">{item.action}</span>
                </td>
                <td className={cell}>
                  {AUDIT_SUBJECTS[item.subjectType] ?? item.subjectType} №{item.subjectId}
                </td>
                <td className={`${cell} break-words md:max-w-sm`} data-testid="audit-details">
                  {item.lines.length === 0 ? (
                    "—"
                  ) : (
                    <ul>
                      {item.lines.map((entry, index) => (
                        <li key={index}>{entry}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.items.length === 0 ? <p className="mt-3">Записей с такими условиями нет.</p> : null}
      </div>
      <div className="mt-4">
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          hrefFor={(n) => auditHref(query, n)}
        />
      </div>
    </section>
  );
}
