/**
 * The letter the shop's team gets for each request (docs/requests.md#the-teams-letter), through
 * the e-mail provider (SMTP, or the outbox offline). Sent after the request is recorded: a mail
 * outage is logged and never loses the request, which the operator API lists all the same.
 */
import { describeError } from "../graphql/logging.ts";
import type { ShopProviders } from "../providers/index.ts";

/** The team's inbox when REQUESTS_EMAIL is unset (the demo shop's placeholder address). */
export const DEFAULT_TEAM_EMAIL = "support@meet-market.example";

export interface TeamLetter {
  subject: string;
  /** Label and value; empty values are left out. */
  lines: readonly (readonly [label: string, value: string | number | null | undefined])[];
}

/** Roubles as a letter shows them: kopecks ÷ 100, spaces between thousands. */
export function roubles(kopecks: number | null): string | null {
  if (kopecks === null) return null;
  return `${Math.round(kopecks / 100).toLocaleString("ru-RU")} ₽`;
}

export async function notifyTeam(
  providers: ShopProviders,
  to: string,
  letter: TeamLetter,
): Promise<boolean> {
  const text = letter.lines
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([label, value]) => `${label}: ${String(value)}`)
    .join("\n");
  try {
    await providers.mail.send({ to, subject: letter.subject, text });
    return true;
  } catch (error) {
    // The request is recorded; the operator list shows it whether or not the letter went.
    console.error(`Team letter «${letter.subject}» not sent:`, describeError(error));
    return false;
  }
}
