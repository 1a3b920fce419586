/**
 * Sending a sign-in code by SMS or e-mail, shared by GraphQL (sendSmsCode, sendEmailCode) and POST
 * /api/send-sms.
 */
import { describeError } from "../graphql/logging.ts";
import type { Database } from "../db/database.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { ClientInfo } from "./client.ts";
import { CODE_TTL_MS, type CodePurpose, issueCode, withdrawCode } from "./code-service.ts";
import type { Contact } from "./contact.ts";
import type { AuthSettings } from "../graphql/context.ts";

/** The toast for any failure to send a code (docs/identity.md#sending-a-code). */
export const SEND_FAILED_MESSAGE = "Ошибка отправки кода";

export type CodeSendStatus = "SENT" | "COOLDOWN" | "LIMITED";

export interface CodeSendResult {
  status: CodeSendStatus;
  /**
   * When the next code may be asked for: for this phone or e-mail (COOLDOWN, the form counts down
   * to it: docs/identity.md#cooldown), or from this device or address at all (LIMITED).
   */
  cooldownUntil: Date;
}

/** The provider did not take the message; the shopper may try again at once. */
export class CodeSendError extends Error {
  override name = "CodeSendError";
}

/** No code was offered to the provider: the shop's budget of codes for the channel is spent. */
export class CodeBudgetSpentError extends CodeSendError {
  override name = "CodeBudgetSpentError";
}

export interface SendCodeDeps {
  db: Database;
  auth: AuthSettings;
  providers: ShopProviders;
}

const minutes = CODE_TTL_MS / 60_000;

const BUDGET_SETTING = { hour: "CODE_BUDGET_PER_HOUR", day: "CODE_BUDGET_PER_DAY" } as const;
const BUDGET_LOG_INTERVAL_MS = 60_000;
const budgetLoggedAt = new Map<string, number>();

/**
 * The operator's line when the shop's budget of codes trips (docs/identity.md#the-shops-budget-of-codes):
 * once a minute per channel and window, not once per refused request of a flood.
 */
function logBudgetSpent(channel: string, window: "hour" | "day", limit: number, now: Date): void {
  const key = `${channel}:${window}`;
  const last = budgetLoggedAt.get(key);
  if (last !== undefined && now.getTime() - last < BUDGET_LOG_INTERVAL_MS) return;
  budgetLoggedAt.set(key, now.getTime());
  console.warn(
    `[meet-market] sign-in codes by ${channel} refused: the shop's budget of ${limit} a ${window} ` +
      `(${BUDGET_SETTING[window]}) is spent`,
  );
}

/**
 * What a code is for, in its message: a shopper's or a staff member's sign-in
 * (docs/back-office.md#sign-in), or a guest's alert (docs/alerts.md#a-guests-contact).
 */
const PURPOSES = {
  SHOPPER: "для входа в Meet Market",
  STAFF: "для входа в кабинет сотрудника Meet Market",
  ALERT: "для подписки на уведомления Meet Market",
} as const;

/**
 * Sends a sign-in code. A staff code (`purpose` STAFF) is issued under every limit whoever asks,
 * but `deliver` false (a contact that is no staff member's) sends it nowhere: the answer is the
 * same, so the form does not tell who is staff.
 */
export async function sendSignInCode(
  { db, auth, providers }: SendCodeDeps,
  contact: Contact,
  client: ClientInfo & { fingerprint?: string | null },
  purpose: CodePurpose = "SHOPPER",
  deliver = true,
): Promise<CodeSendResult> {
  const issued = await issueCode(db, auth, {
    purpose,
    contact,
    clientKey: client.fingerprint
      ? `fp:${client.fingerprint}`
      : client.ip
        ? `ip:${client.ip}`
        : null,
    ip: client.ip,
    now: providers.clock.now(),
  });
  if (issued.status === "COOLDOWN" || issued.status === "LIMITED") return issued;
  if (issued.status === "BUDGET_SPENT") {
    logBudgetSpent(contact.channel, issued.window, issued.limit, providers.clock.now());
    throw new CodeBudgetSpentError(
      `The shop's budget of sign-in codes by ${contact.channel} is spent`,
    );
  }
  if (!deliver) return { status: "SENT", cooldownUntil: issued.cooldownUntil };
  const what = PURPOSES[purpose];
  try {
    if (contact.channel === "SMS") {
      await providers.sms.send(
        contact.target,
        `${issued.code} — код ${what}. Никому его не сообщайте.`,
      );
    } else {
      await providers.mail.send({
        to: contact.target,
        subject: `Код ${what}`,
        text:
          `Ваш код ${what}: ${issued.code}\n\n` +
          `Код действует ${minutes} минут. Если вы не запрашивали код, просто проигнорируйте это письмо.`,
      });
    }
  } catch (error) {
    // Logged here with its cause; the shopper only reads SEND_FAILED_MESSAGE.
    console.error(`Sign-in code to ${contact.channel} not sent:`, describeError(error));
    await withdrawCode(db, issued.id);
    throw new CodeSendError(`Could not send a sign-in code by ${contact.channel}`, {
      cause: error,
    });
  }
  return { status: "SENT", cooldownUntil: issued.cooldownUntil };
}
