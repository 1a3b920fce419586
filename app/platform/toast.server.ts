import { redirect } from "react-router";
import { z } from "zod";
import { toastCookie } from "./cookies.server.ts";

const TITLE_LENGTH = 200;
const DESCRIPTION_LENGTH = 500;

/**
 * Flash toasts: an action queues one in a short-lived cookie, the next render shows it and the
 * root loader clears it (epic-stack's pattern). Sonner renders the text, never HTML.
 */
const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().min(1).max(TITLE_LENGTH),
  description: z.string().max(DESCRIPTION_LENGTH).optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

/** A text cut to `length` characters, an ellipsis marking the cut. */
function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * Queues a toast. A long text (an API message, a product's name) is cut to what the cookie
 * keeps rather than failing the action that queued it.
 */
export async function toastHeaders(toast: ToastInput): Promise<Headers> {
  const clipped = {
    ...toast,
    title: clip(toast.title, TITLE_LENGTH),
    description: toast.description && clip(toast.description, DESCRIPTION_LENGTH),
  };
  return new Headers({ "set-cookie": await toastCookie.serialize(toastSchema.parse(clipped)) });
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
