/**
 * How a request form's post ends (docs/requests.md#the-forms): checked by its schema, sent to the
 * shop API, and then either back to the page with a note of the request's number (a redirect, so
 * a reload never sends it twice) or, refused, the form again with its errors and everything typed.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requestReceiptCookie } from "~/platform/cookies.server.ts";
import { apiRefusal, refusalErrors } from "~/platform/errors.server.ts";
import { shopMutation } from "~/platform/shop-api.server.ts";
import {
  CreateCooperativeRequest,
  CreateMeetPriceRequest,
  CreateOrderRequest,
} from "./documents.server.ts";
import {
  cooperativeRequestInput,
  meetPriceForm,
  orderRequestForm,
} from "../../../shared/requests.ts";
import {
  RECEIPT_ANCHOR,
  REQUEST_FORMS,
  type RequestForm,
  type RequestFormReply,
} from "./schemas.ts";

/** «Нашли дешевле?» (/catalog/meet-price). */
export function sendMeetPriceRequest(request: Request, context: Readonly<RouterContextProvider>) {
  return submitRequest(request, "meet-price", meetPriceForm, async (dto) => {
    return (await shopMutation(context, CreateMeetPriceRequest, { dto })).createMeetPriceRequest.id;
  });
}

/** Made to order (/tovar-pod-zakaz). */
export function sendOrderRequest(request: Request, context: Readonly<RouterContextProvider>) {
  return submitRequest(request, "order", orderRequestForm, async (dto) => {
    return (await shopMutation(context, CreateOrderRequest, { dto })).createOrderRequest.id;
  });
}

/** Partnership (/info/partners). */
export function sendCooperativeRequest(request: Request, context: Readonly<RouterContextProvider>) {
  return submitRequest(request, "cooperative", cooperativeRequestInput, async (dto) => {
    return (await shopMutation(context, CreateCooperativeRequest, { dto })).createCooperativeRequest
      .id;
  });
}

/**
 * Handles a post of `form`: a redirect to the page's own address with the receipt, or a 400
 * with the reply the form shows.
 */
async function submitRequest<Fields>(
  request: Request,
  form: RequestForm,
  schema: z.ZodType<Fields>,
  send: (fields: Fields) => Promise<string>,
) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema });
  // The first load's time, kept through refusals: the time on the form counts from it.
  const pageLoadTime = Number(formData.get("pageLoadTime")) || 0;
  if (submission.status !== "success") {
    return data<RequestFormReply>({ result: submission.reply(), pageLoadTime }, { status: 400 });
  }
  let id: string;
  try {
    id = await send(submission.value);
  } catch (error) {
    const refusal = apiRefusal(error);
    if (!refusal) throw error;
    // A field the form has (priceSeen, phone…) shows the message beside it; any other, above.
    const field = refusal.field && formData.has(refusal.field) ? refusal.field : null;
    return data<RequestFormReply>(
      { result: submission.reply(refusalErrors(field, refusal.message)), pageLoadTime },
      { status: 400 },
    );
  }
  const { pathname, search } = new URL(request.url);
  return redirect(`${pathname}${search}#${RECEIPT_ANCHOR}`, {
    headers: { "set-cookie": await requestReceiptCookie.serialize({ form, id }) },
  });
}

/** The request just sent from this page, shown once, and the header that forgets it. */
export async function readReceipt(
  request: Request,
  form: RequestForm,
): Promise<{ receipt: { id: string } | null; headers: Headers }> {
  const raw: unknown = await requestReceiptCookie.parse(request.headers.get("cookie"));
  const headers = new Headers();
  if (raw === null || raw === undefined) return { receipt: null, headers };
  headers.append("set-cookie", await requestReceiptCookie.serialize("", { maxAge: 0 }));
  const ok =
    typeof raw === "object" &&
    "form" in raw &&
    "id" in raw &&
    REQUEST_FORMS.includes(raw.form as RequestForm) &&
    raw.form === form &&
    typeof raw.id === "string" &&
    /^\d{1,10}$/.test(raw.id);
  return { receipt: ok ? { id: raw.id as string } : null, headers };
}
