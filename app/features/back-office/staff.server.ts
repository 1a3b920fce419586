/**
 * /admin/staff's data and forms (docs/back-office.md#pages): the staff and the named tokens, and
 * the owner's changes, each a plain form post with its `intent`, checked by zod here and by the
 * API (which refuses a non-owner whatever the page shows).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { CombinedError } from "@urql/core";
import { z } from "zod";
import { graphql } from "~/graphql.ts";
import { readApiError } from "~/platform/errors.server.ts";
import { type StaffSession, staffOperation } from "./session.server.ts";

export const StaffPageQuery = graphql(`
  query StaffPage {
    staffMembers(includeRemoved: true) {
      id
      name
      phone
      email
      role
      createdAt
      removedAt
    }
    staffTokens {
      id
      staffId
      name
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

const InviteStaff = graphql(`
  mutation InviteStaff($dto: InviteStaffDto!) {
    inviteStaff(dto: $dto) {
      id
      name
    }
  }
`);

const ChangeStaffRole = graphql(`
  mutation ChangeStaffRole($dto: ChangeStaffRoleDto!) {
    changeStaffRole(dto: $dto) {
      id
      name
      role
    }
  }
`);

const RemoveStaff = graphql(`
  mutation RemoveStaff($staffId: ID!) {
    removeStaff(staffId: $staffId) {
      id
      name
    }
  }
`);

const CreateStaffToken = graphql(`
  mutation CreateStaffToken($dto: CreateStaffTokenDto!) {
    createStaffToken(dto: $dto) {
      secret
      token {
        name
      }
    }
  }
`);

const RevokeStaffToken = graphql(`
  mutation RevokeStaffToken($tokenId: ID!) {
    revokeStaffToken(tokenId: $tokenId) {
      name
    }
  }
`);

const role = z.enum(["OWNER", "MANAGER", "WAREHOUSE", "MODERATOR"], { error: "Выберите роль" });
const id = z.string({ error: "Не выбран сотрудник" }).regex(/^\d{1,10}$/, "Не выбран сотрудник");

const schemas = {
  invite: z.object({
    name: z
      .string({ error: "Укажите имя" })
      .trim()
      .min(1, "Укажите имя")
      .max(100, "Имя — не длиннее 100 знаков"),
    contact: z
      .string({ error: "Укажите телефон или e-mail" })
      .trim()
      .min(3, "Укажите телефон или e-mail")
      .max(254, "Укажите телефон или e-mail"),
    role,
  }),
  role: z.object({ staffId: id, role }),
  remove: z.object({ staffId: id }),
  token: z.object({
    name: z
      .string({ error: "Назовите токен" })
      .trim()
      .min(1, "Назовите токен")
      .max(64, "Название — не длиннее 64 знаков"),
    staffId: id.optional(),
  }),
  revoke: z.object({ tokenId: id }),
} as const;

export type StaffIntent = keyof typeof schemas;

/** What a post answers: a message, the refusal's errors, or the new token, shown once. */
export interface StaffReply {
  intent: StaffIntent;
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string[]>;
  /** A new token: shown this once. */
  secret?: string;
}

const isIntent = (value: unknown): value is StaffIntent =>
  typeof value === "string" && Object.hasOwn(schemas, value);

export async function staffAction(session: StaffSession, formData: FormData): Promise<StaffReply> {
  const intent = formData.get("intent");
  if (!isIntent(intent)) {
    return { intent: "invite", ok: false, message: "Неизвестное действие", fieldErrors: {} };
  }
  const submission = parseWithZod(formData, { schema: schemas[intent] });
  if (submission.status !== "success") {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      if (messages?.length) fieldErrors[field] = messages;
    }
    return { intent, ok: false, message: "Проверьте поля формы", fieldErrors };
  }
  const { client } = session;
  try {
    const value = submission.value as Record<string, string>;
    switch (intent) {
      case "invite": {
        const contact = value.contact ?? "";
        const email = contact.includes("@") ? contact : null;
        const { inviteStaff } = await staffOperation(
          client,
          InviteStaff,
          {
            dto: {
              name: value.name ?? "",
              role: value.role as never,
              phone: email ? null : contact,
              email,
            },
          },
          "mutation",
        );
        return {
          intent,
          ok: true,
          message: `Сотрудник ${inviteStaff.name} добавлен`,
          fieldErrors: {},
        };
      }
      case "role": {
        const { changeStaffRole } = await staffOperation(
          client,
          ChangeStaffRole,
          { dto: { staffId: value.staffId ?? "", role: value.role as never } },
          "mutation",
        );
        return {
          intent,
          ok: true,
          message: `Роль сотрудника ${changeStaffRole.name} изменена`,
          fieldErrors: {},
        };
      }
      case "remove": {
        const { removeStaff } = await staffOperation(
          client,
          RemoveStaff,
          { staffId: value.staffId ?? "" },
          "mutation",
        );
        return {
          intent,
          ok: true,
          message: `Сотрудник ${removeStaff.name} удалён`,
          fieldErrors: {},
        };
      }
      case "token": {
        const { createStaffToken } = await staffOperation(
          client,
          CreateStaffToken,
          { dto: { name: value.name ?? "", staffId: value.staffId || null } },
          "mutation",
        );
        return {
          intent,
          ok: true,
          message: `Токен «${createStaffToken.token.name}» создан. Скопируйте его: он показывается один раз`,
          fieldErrors: {},
          secret: createStaffToken.secret,
        };
      }
      case "revoke": {
        const { revokeStaffToken } = await staffOperation(
          client,
          RevokeStaffToken,
          { tokenId: value.tokenId ?? "" },
          "mutation",
        );
        return {
          intent,
          ok: true,
          message: `Токен «${revokeStaffToken.name}» отозван`,
          fieldErrors: {},
        };
      }
    }
  } catch (error) {
    const found = error instanceof CombinedError ? readApiError(error) : null;
    if (!found || found.code === null || found.code === "INTERNAL_SERVER_ERROR") throw error;
    const field = found.field === "phone" || found.field === "email" ? "contact" : found.field;
    return {
      intent,
      ok: false,
      message: found.message,
      fieldErrors: field ? { [field]: [found.message] } : {},
    };
  }
}
