/**
 * Staff sign-in by a one-time code (docs/back-office.md#sign-in): the shopper's code machinery
 * (server/identity: code-service, send-code, providers, outbox) with the STAFF purpose, so a
 * shopper's code never signs staff in. A code is issued under the same limits whoever asks and
 * sent only to an active staff member's contact, so the form does not tell who is staff. Wrong
 * codes are counted per client address and per contact: past the limits the check is refused
 * before any code is tried.
 */
import { and, count, eq, gt } from "drizzle-orm";
import { GraphQLError } from "graphql";
import * as t from "../db/schema.ts";
import type { ShopContext, StaffViewer } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { assertSignInAvailable } from "../identity/availability.ts";
import { clientInfo } from "../identity/client.ts";
import { checkCode, consumeCode } from "../identity/code-service.ts";
import type { Contact } from "../identity/contact.ts";
import { fingerprint, WRONG_CODE_MESSAGE } from "../identity/input.ts";
import { CodeSendError, SEND_FAILED_MESSAGE, sendSignInCode } from "../identity/send-code.ts";
import { recordStaffAction } from "./access.ts";
import { findStaffByContact } from "./service.ts";
import { startStaffSession, type StaffSessionToken } from "./session.ts";

/** Wrong codes allowed in the window, per client address and per contact. */
export const MAX_STAFF_CODE_FAILURES_PER_CLIENT = 10;
export const MAX_STAFF_CODE_FAILURES_PER_CONTACT = 10;
export const STAFF_CODE_FAILURE_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_FAILURES_MESSAGE =
  "Слишком много неверных кодов. Попробуйте снова через 15 минут";

/** Sends a staff code (or, for a contact that is nobody on the staff, answers as if it had). */
export async function sendStaffCode(
  ctx: ShopContext,
  contact: Contact,
  clientFp: string | null | undefined,
) {
  assertSignInAvailable(ctx.providers, contact.channel);
  const member = await findStaffByContact(ctx.db, contact);
  try {
    return await sendSignInCode(
      ctx,
      contact,
      { ...clientInfo(ctx.request), fingerprint: fingerprint(clientFp) },
      "STAFF",
      member !== undefined,
    );
  } catch (error) {
    if (error instanceof CodeSendError) {
      throw new GraphQLError(SEND_FAILED_MESSAGE, { extensions: { code: "CODE_SEND_FAILED" } });
    }
    throw error;
  }
}

async function recentFailures(ctx: ShopContext, where: ReturnType<typeof eq>, since: Date) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(t.staffSignInFailure)
    .where(and(where, gt(t.staffSignInFailure.at, since)));
  return row?.n ?? 0;
}

/** Checks a staff code and starts a session; every refusal reads as a wrong code. */
export async function signInStaff(
  ctx: ShopContext,
  contact: Contact,
  code: string,
): Promise<{ staff: StaffViewer; session: StaffSessionToken }> {
  const now = ctx.providers.clock.now();
  const since = new Date(now.getTime() - STAFF_CODE_FAILURE_WINDOW_MS);
  const ip = clientInfo(ctx.request).ip;
  const clientKey = ip ? `ip:${ip}` : null;
  if (
    (clientKey &&
      (await recentFailures(ctx, eq(t.staffSignInFailure.clientKey, clientKey), since)) >=
        MAX_STAFF_CODE_FAILURES_PER_CLIENT) ||
    (await recentFailures(ctx, eq(t.staffSignInFailure.target, contact.target), since)) >=
      MAX_STAFF_CODE_FAILURES_PER_CONTACT
  ) {
    throw new GraphQLError(TOO_MANY_FAILURES_MESSAGE, {
      extensions: { code: "LIMITED", field: "code" },
    });
  }
  const refuse = async () => {
    await ctx.db
      .insert(t.staffSignInFailure)
      .values({ at: now, clientKey, target: contact.target });
    return badUserInput(WRONG_CODE_MESSAGE, "code");
  };
  const checked = await checkCode(ctx.db, ctx.auth, contact.target, code.trim(), now, "STAFF");
  if (!checked.ok) throw await refuse();
  const member = await findStaffByContact(ctx.db, contact);
  if (!member || !(await consumeCode(ctx.db, checked.id, now))) throw await refuse();
  const session = await startStaffSession(ctx.db, ctx.auth, ctx.providers.clock, member.id);
  const staff: StaffViewer = {
    id: String(member.id),
    name: member.name,
    role: member.role,
    tokenName: null,
  };
  await recordStaffAction(ctx.db, staff, {
    action: "staff.sign-in",
    subjectType: "staff",
    subjectId: staff.id,
    details: { channel: contact.channel, ip },
  });
  return { staff, session };
}
