import type { ContactChannel, PendingContact } from "./account.server.ts";

/** Where the contacts section sits on the page. */
export const CONTACTS_PATH = "/account#contacts";

/** The add-and-confirm step of a channel: where to send the code, then the code itself. */
export type ContactStep =
  | { channel: ContactChannel; stage: "send" }
  | { channel: ContactChannel; stage: "code"; target: string };

/** The page's address for a step: `?contact=email` asks where to send, `&step=code` the code. */
export function contactStepPath(channel: ContactChannel, stage: ContactStep["stage"]): string {
  return `/account?contact=${channel}${stage === "code" ? "&step=code" : ""}#contacts`;
}

/**
 * The add-and-confirm step the URL asks for: `?contact=email` asks where to send the code,
 * `&step=code` takes the code for the address waiting in the pending-contact cookie.
 */
export function readContactStep(
  request: Request,
  pending: PendingContact | null,
): ContactStep | null {
  const params = new URL(request.url).searchParams;
  const channel = params.get("contact");
  if (channel !== "email" && channel !== "phone") return null;
  if (params.get("step") === "code" && pending?.channel === channel) {
    return { channel, stage: "code", target: pending.target };
  }
  return { channel, stage: "send" };
}

/** The time left until a new code may be asked for, as m:ss. */
export function cooldownClock(until: string, now = Date.now()): string {
  const seconds = Math.max(1, Math.ceil((new Date(until).getTime() - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
