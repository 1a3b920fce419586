import { redirect } from "react-router";
import { z } from "zod";
import { toastCookie } from "./cookies.server.ts";

/**
 * Flash toasts: an action queues one in a short-lived cookie, the next render shows it and the
 * root loader clears it (epic-stack's pattern). Sonner renders the text, never HTML.
 */
const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

export async function toastHeaders(toast: ToastInput): Promise<Headers> {
  return new Headers({ "set-cookie": await toastCookie.serialize(toastSchema.parse(toast)) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("set-cookie", (await toastHeaders(toast)).get("set-cookie") ?? "");
  return redirect(url, { ...init, headers });
}

/** The queued toast, if any, and the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const raw: unknown = await toastCookie.parse(request.headers.get("cookie"));
  const result = toastSchema.safeParse(raw);
  const headers = new Headers();
  if (raw !== null && raw !== undefined) {
    headers.append("set-cookie", await toastCookie.serialize("", { maxAge: 0 }));
  }
  return { toast: result.success ? result.data : null, headers };
}
