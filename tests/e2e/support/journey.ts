import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { SignedInShopper } from "./shopper.ts";
import { forThisWorker } from "./worker-share.ts";

/**
 * A buying journey's starting state made over the shop API, without the screens
 * (docs/testing.md#starting-points-and-waits): items on sale to put in a cart, and an order placed
 * and paid in the sandbox, for the specs that visit the pages a shopper sees along the way.
 */

export interface JourneyItem {
  id: string;
  slug: string;
  name: string;
  price: number;
}

async function graphql<Data>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  shopper?: SignedInShopper,
): Promise<Data> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: shopper ? { authorization: `Bearer ${shopper.accessToken}` } : {},
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data) throw new Error("The shop API answered without data");
  return body.data;
}

/**
 * `count` items on sale of different products, from 5 000 ₽ (WELCOME10's minimum order) and
 * bonuses accepted, picked among the catalogue's third page by the test's id: the cart's and the
 * checkout's specs buy from the first two, and parallel tests keep off each other's items.
 */
export async function journeyItems(
  request: APIRequestContext,
  count: number,
): Promise<JourneyItem[]> {
  const { filteredProducts } = await graphql<{
    filteredProducts: {
      items: {
        slug: string;
        name: string;
        items: {
          id: string;
          isSold: boolean;
          isReserved: boolean;
          size: { name: string } | null;
          priceDetails: { price: number; bonusCalcState: string };
        }[];
      }[];
    };
  }>(
    request,
    `
      {
        filteredProducts(dto: { pagination: { page: 3, limit: 50 } }) {
          items {
            slug
            name
            items {
              id
              isSold
              isReserved
              size {
                name
              }
              priceDetails {
                price
                bonusCalcState
              }
            }
          }
        }
      }
    `,
  );
  const candidates = filteredProducts.items.flatMap((product) => {
    const item = product.items.find(
      (candidate) =>
        candidate.size &&
        !candidate.isSold &&
        !candidate.isReserved &&
        forThisWorker(candidate.id) &&
        candidate.priceDetails.price >= 500_000 &&
        candidate.priceDetails.bonusCalcState === "ENABLED",
    );
    return item
      ? [{ id: item.id, slug: product.slug, name: product.name, price: item.priceDetails.price }]
      : [];
  });
  if (candidates.length < count) throw new Error("The demo catalogue has too few items on sale");
  const seed = [...test.info().testId].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return Array.from(
    { length: count },
    (_, n) => candidates[(seed + n) % candidates.length] as JourneyItem,
  );
}

/** A pickup point in Moscow, as the checkout lists them. */
export async function aPickupPoint(request: APIRequestContext): Promise<string> {
  const { getPVZListByLocation } = await graphql<{ getPVZListByLocation: { code: string }[] }>(
    request,
    `
      {
        getPVZListByLocation(dto: { city: "Москва", limit: 1 }) {
          code
        }
      }
    `,
  );
  const [point] = getPVZListByLocation;
  if (!point) throw new Error("No pickup point in Moscow");
  return point.code;
}

/**
 * An order of `items` placed by `shopper` and paid on the sandbox's page, as the checkout and the
 * «Оплатить» button would: delivered to a pickup point when `pvzCode` is given, else by courier;
 * the order's phone is `phone` when given.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  shopper: SignedInShopper,
  items: readonly JourneyItem[],
  { pvzCode, phone = "+7 999 123-45-67" }: { pvzCode?: string; phone?: string } = {},
): Promise<{ id: string; uuid: string }> {
  const delivery = pvzCode
    ? { type: "PVZ", pvzCode }
    : {
        type: "ADDRESS",
        address: { country: "Россия", city: "Москва", street: "Тверская", house: "7" },
      };
  const { createOrderWithPaymentLink: order } = await graphql<{
    createOrderWithPaymentLink: { orderId: string; uuid: string; paymentLink: string };
  }>(
    request,
    `
      mutation ($dto: CreateOrderDto!) {
        createOrderWithPaymentLink(dto: $dto) {
          orderId
          uuid
          paymentLink
        }
      }
    `,
    {
      dto: {
        idempotencyKey: randomUUID(),
        name: "Анна",
        surname: "Иванова",
        phone,
        email: `journey-${shopper.phone.slice(1)}@example.ru`,
        delivery,
        productItemIds: items.map((item) => item.id),
        publicOfferAccepted: true,
      },
    },
    shopper,
  );
  const paymentId = new URL(order.paymentLink, "http://shop").pathname.split("/").at(-1);
  await graphql(
    request,
    `
      mutation ($dto: CompleteSandboxPaymentDto!) {
        completeSandboxPayment(dto: $dto) {
          status
        }
      }
    `,
    { dto: { id: paymentId, outcome: "PAID" } },
    shopper,
  );
  return { id: order.orderId, uuid: order.uuid };
}

/** Console errors and uncaught exceptions of the page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Waits until React has hydrated the page: the header's search field becomes a combobox only
 * then (app/features/search/search-field.tsx), and what only the browser draws has been drawn.
 */
export async function untilHydrated(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect(
    page.getByRole("banner").locator('input[name="query"][role="combobox"]').first(),
  ).toBeAttached();
}
