/**
 * The shopper's fit on the storefront (docs/fit.md): a signed-in shopper's is the account's
 * (myFit), a guest's is in a signed httpOnly cookie; either way the storefront passes the foot
 * length to the API, which computes every product's fit.
 */
import { CombinedError } from "@urql/core";
import { createCookie, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { graphql } from "~/graphql.ts";
import { getEnv } from "~/platform/env.server.ts";
import { badUserInputMessage } from "~/platform/errors.server.ts";
import { sharedQuery } from "~/platform/shared-reads.server.ts";
import {
  getSession,
  isAuthError,
  shopClientContext,
  shopMutation,
  shopQuery,
} from "~/platform/shop-api.server.ts";

/** What fits the shopper, as the pages show it. */
export interface ShopperFitView {
  footLengthMm: number;
  summary: string;
  brandSlug: string | null;
  model: string | null;
  size: string | null;
}

const FitCookieValue = z.object({
  footLengthMm: z.number().int().min(100).max(350),
  summary: z.string().max(200),
  brandSlug: z.string().max(100).nullable(),
  model: z.string().max(80).nullable(),
  size: z.string().max(20).nullable(),
});

let fitCookieOnce: ReturnType<typeof createCookie> | null = null;

/**
 * A guest's fit: signed with the shop's secret (a forged length would only mislead its forger,
 * but the brief of issue 37 asks a signed cookie, and a signed one is read without surprise).
 */
function fitCookie() {
  fitCookieOnce ??= createCookie("meet-market-fit", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    maxAge: 365 * 24 * 60 * 60,
    secrets: [getEnv().AUTH_SECRET],
  });
  return fitCookieOnce;
}

const hasSession = (context: Readonly<RouterContextProvider>) => {
  const session = getSession(context);
  return Boolean(session.accessToken || session.refreshToken);
};

const MyFitQuery = graphql(`
  query MyFit {
    myFit {
      footLengthMm
      summary
      brandSlug
      model
      size
    }
  }
`);

async function guestFit(request: Request): Promise<ShopperFitView | null> {
  const parsed = FitCookieValue.safeParse(await fitCookie().parse(request.headers.get("cookie")));
  return parsed.success ? parsed.data : null;
}

/** The shopper's fit: the account's when signed in, else the guest cookie's; null when unsaid. */
export async function readShopperFit(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShopperFitView | null> {
  if (hasSession(context)) {
    const result = await context.get(shopClientContext).query(MyFitQuery, {}).toPromise();
    // An account without a fit of its own yet reads the fit said in this browser as a guest.
    if (result.data) return result.data.myFit ?? guestFit(request);
    if (!result.error || !isAuthError(result.error)) {
      throw result.error ?? new Error("The shop API answered without data");
    }
  }
  return guestFit(request);
}

const ProductFitsQuery = graphql(`
  query ProductFits($productIds: [ID!]!, $footLengthMm: Int!) {
    productFits(dto: { productIds: $productIds, footLengthMm: $footLengthMm }) {
      productId
      chart
      kind
      sizes
      message
    }
  }
`);

export interface ProductFitView {
  productId: string;
  chart: string;
  kind: "FITS" | "BETWEEN" | "SMALLER" | "LARGER";
  sizes: string[];
  message: string;
}

/** The fit of each footwear product among `productIds` for the shopper's foot. */
export async function productFitsFor(
  context: Readonly<RouterContextProvider>,
  fit: ShopperFitView | null,
  productIds: readonly string[],
): Promise<ProductFitView[]> {
  if (!fit || productIds.length === 0) return [];
  const { productFits } = await shopQuery(context, ProductFitsQuery, {
    productIds: [...productIds],
    footLengthMm: fit.footLengthMm,
  });
  return productFits;
}

const SaveFitMutation = graphql(`
  mutation SaveFit($dto: FitDto!) {
    saveFit(dto: $dto) {
      footLengthMm
      summary
      brandSlug
      model
      size
    }
  }
`);

const ForgetFitMutation = graphql(`
  mutation ForgetFit {
    forgetFit
  }
`);

/** The form «Мой размер»: a foot length in cm, or a brand, a model (optional) and a size. */
export const FitFormSchema = z.object({
  footLengthCm: z
    .string()
    .trim()
    .max(10)
    .transform((value) => value.replace(",", "."))
    .optional(),
  brand: z.string().trim().max(100).optional(),
  model: z.string().trim().max(80).optional(),
  size: z.string().trim().max(20).optional(),
});

export type FitSaved =
  { ok: true; fit: ShopperFitView; headers: Headers } | { ok: false; message: string };

/**
 * Saves what the shopper said: the API computes the foot length (and keeps it for a signed-in
 * shopper); a guest's goes into the cookie.
 */
export async function saveShopperFit(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FitSaved> {
  const parsed = FitFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: "Проверьте размер" };
  const { footLengthCm, brand, model, size } = parsed.data;
  const length = footLengthCm ? Number(footLengthCm) : null;
  if (length !== null && !Number.isFinite(length)) {
    return { ok: false, message: "Длина стопы — число сантиметров, например 26,5" };
  }
  const dto =
    length !== null
      ? { footLengthCm: length }
      : { brand: brand ?? "", model: model || null, size: size ?? "" };
  let fit: ShopperFitView;
  try {
    fit = (await shopMutation(context, SaveFitMutation, { dto })).saveFit;
  } catch (error) {
    const message = error instanceof CombinedError ? badUserInputMessage(error) : null;
    if (message) return { ok: false, message };
    throw error;
  }
  const headers = new Headers();
  // A signed-in shopper's is the account's; a guest's (or a session that no longer holds) the cookie's.
  headers.append("Set-Cookie", await fitCookie().serialize(fit));
  return { ok: true, fit, headers };
}

/** Forgets the shopper's fit: the account's and the cookie. */
export async function forgetShopperFit(context: Readonly<RouterContextProvider>): Promise<Headers> {
  if (hasSession(context)) {
    try {
      await shopMutation(context, ForgetFitMutation, {});
    } catch (error) {
      if (!(error instanceof CombinedError) || !isAuthError(error)) throw error;
    }
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await fitCookie().serialize(null, { maxAge: 0 }));
  return headers;
}

const FitBrandsQuery = graphql(`
  query FitBrands {
    brandList {
      slug
      name
    }
  }
`);

/** The brands the form offers, by name. */
export async function fitBrands(
  context: Readonly<RouterContextProvider>,
): Promise<{ slug: string; name: string }[]> {
  // The same for everyone: kept per catalogue version like the menu (docs/caching.md#the-frames-shared-reads).
  const { brandList } = await sharedQuery(context, FitBrandsQuery, {});
  return [...brandList].sort((a, b) => a.name.localeCompare(b.name, "ru"));
}

/**
 * The cart's warnings (docs/fit.md#the-cart): a shoe in a size that is not the shopper's says so,
 * and which size is.
 */
export async function withFitWarnings<
  Line extends { productId: string | null; sizeName: string | null },
>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  lines: readonly Line[],
): Promise<(Line & { fitWarning: string | null })[]> {
  const sized = lines.filter((line) => line.productId && line.sizeName);
  const fit = sized.length > 0 ? await readShopperFit(request, context) : null;
  const ids = [...new Set(sized.map((line) => line.productId ?? ""))];
  const fits = await productFitsFor(context, fit, ids);
  return lines.map((line) => {
    const found = fits.find((candidate) => candidate.productId === line.productId);
    const mine = !found || !line.sizeName || found.sizes.includes(line.sizeName);
    return {
      ...line,
      fitWarning: mine ? null : `Размер ${line.sizeName} — не ваш. ${found.message}.`,
    };
  });
}
