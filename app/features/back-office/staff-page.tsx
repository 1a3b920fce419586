import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button.tsx";
import { ErrorList, inputClass, Label } from "~/ui/form/field.tsx";
import { ROLE_LABELS } from "./nav.ts";
import type { StaffReply } from "./staff.server.ts";

/** What /admin/staff's loader answers (app/routes/admin.staff.tsx). */
export interface StaffPageData {
  me: string;
  members: readonly {
    id: string;
    name: string;
    phone: string | null;
    email: string | null;
    role: string;
    createdAt: string;
    removedAt: string | null;
  }[];
  tokens: readonly {
    id: string;
    staffId: string;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  }[];
}

const ROLES = ["OWNER", "MANAGER", "WAREHOUSE", "MODERATOR"] as const;
const day = new Intl.DateTimeFormat("ru-RU", { dateStyle: "short", timeZone: "Europe/Moscow" });

function RoleSelect({ id, value }: { id: string; value?: string }) {
  return (
    <select id={id} name="role" defaultValue={value ?? "MANAGER"} className={inputClass}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /admin/staff (docs/back-office.md#pages): the staff with their roles, the invitation, a role's
 * change, removal, and the named tokens of the operator API; each a plain form.
 */
export function StaffPage({ data, reply }: { data: StaffPageData; reply?: StaffReply }) {
  const errors = (intent: string, field: string) =>
    reply?.intent === intent ? reply.fieldErrors[field] : undefined;
  const active = data.members.filter((member) => !member.removedAt);
  const names = new Map(data.members.map((member) => [member.id, member.name]));
  return (
    <div>
      <h1 className="text-2xl font-black">Сотрудники</h1>
      {reply ? (
        <p
          role={reply.ok ? "status" : "alert"}
          className={`mt-4 rounded-xl p-3 ${reply.ok ? "bg-green-100 text-green-950" : "bg-red-100 text-red-900"}`}
        >
          {reply.message}
          {reply.secret ? (
            <code className="mt-2 block font-mono break-all" data-testid="new-token">
              {reply.secret}
            </code>
          ) : null}
        </p>
      ) : null}

      <Section title="Состав">
        <ul className="mt-3 divide-y divide-neutral-200 dark:divide-neutral-800">
          {data.members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-end gap-3 py-3">
              <div className="min-w-48 flex-1">
                <p className="font-medium">
                  {member.name}
                  {member.id === data.me ? " (вы)" : null}
                </p>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {[member.phone, member.email].filter(Boolean).join(", ")} · с{" "}
                  {day.format(new Date(member.createdAt))}
                  {member.removedAt ? ` · удалён ${day.format(new Date(member.removedAt))}` : null}
                </p>
              </div>
              {member.removedAt ? (
                <span className="text-sm">{ROLE_LABELS[member.role]}</span>
              ) : (
                <>
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="staffId" value={member.id} />
                    <div>
                      <Label htmlFor={`role-${member.id}`}>Роль</Label>
                      <RoleSelect id={`role-${member.id}`} value={member.role} />
                    </div>
                    <button type="submit" className={buttonClass("secondary", "min-h-11")}>
                      Сменить
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="staffId" value={member.id} />
                    <button type="submit" className={buttonClass("secondary", "min-h-11")}>
                      Удалить
                    </button>
                  </Form>
                </>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Пригласить сотрудника">
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-start">
          <input type="hidden" name="intent" value="invite" />
          <div>
            <Label htmlFor="invite-name">Имя</Label>
            <input id="invite-name" name="name" required maxLength={100} className={inputClass} />
            <ErrorList id="invite-name-error" errors={errors("invite", "name")} />
          </div>
          <div>
            <Label htmlFor="invite-contact">Телефон или e-mail</Label>
            <input
              id="invite-contact"
              name="contact"
              required
              maxLength={254}
              className={inputClass}
            />
            <ErrorList id="invite-contact-error" errors={errors("invite", "contact")} />
          </div>
          <div>
            <Label htmlFor="invite-role">Роль</Label>
            <RoleSelect id="invite-role" />
          </div>
          <button type="submit" className={buttonClass("primary", "sm:mt-6")}>
            Пригласить
          </button>
        </Form>
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          Сотрудник входит на /admin/sign-in по коду, который придёт на этот телефон или e-mail.
        </p>
      </Section>

      <Section title="Токены операторского API">
        <ul className="mt-3 divide-y divide-neutral-200 dark:divide-neutral-800">
          {data.tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="flex-1">
                «{token.name}» — {names.get(token.staffId) ?? token.staffId}, создан{" "}
                {day.format(new Date(token.createdAt))}
                {token.lastUsedAt ? `, использован ${day.format(new Date(token.lastUsedAt))}` : ""}
                {token.revokedAt ? `, отозван ${day.format(new Date(token.revokedAt))}` : ""}
              </span>
              {token.revokedAt ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="tokenId" value={token.id} />
                  <button type="submit" className={buttonClass("secondary", "min-h-11")}>
                    Отозвать
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-start">
          <input type="hidden" name="intent" value="token" />
          <div>
            <Label htmlFor="token-name">Название</Label>
            <input
              id="token-name"
              name="name"
              required
              maxLength={64}
              className={inputClass}
              placeholder="склад-сканер"
            />
            <ErrorList id="token-name-error" errors={errors("token", "name")} />
          </div>
          <div>
            <Label htmlFor="token-staff">Сотрудник</Label>
            <select id="token-staff" name="staffId" defaultValue={data.me} className={inputClass}>
              {active.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("primary", "sm:mt-6")}>
            Создать токен
          </button>
        </Form>
      </Section>
    </div>
  );
}
