import { type APIRequestContext, expect } from "@playwright/test";
import { uniquePhone } from "./shopper.ts";

/**
 * A request of the site's forms made over the shop API, for the back office's queues
 * (back-office-queues.spec.ts, and the admin fuzz's request to act on: fuzz-admin.spec.ts).
 */

const n = () => 1 + Math.floor(Math.random() * 250);

/** A partnership request sent as the site's form sends it: its number and company. */
export async function sendPartnership(
  request: APIRequestContext,
): Promise<{ id: string; company: string }> {
  const company = `Ромашка ${Date.now() % 100_000}`;
  const response = await request.post("/graphql", {
    // A client address of its own: the form's limits count requests per address.
    headers: { "x-forwarded-for": `10.${n()}.${n()}.${n()}` },
    data: {
      query: `mutation ($dto: CreateCooperativeRequestDto!) { createCooperativeRequest(dto: $dto) { id } }`,
      variables: {
        dto: {
          companyName: company,
          companyType: "ООО",
          inn: "7701234567",
          fullName: "Мария Петрова",
          phone: uniquePhone(),
          email: "maria@example.ru",
          description: "Поставки кроссовок из Турции",
          honeypot: "",
          pageLoadTime: Date.now() - 60_000,
        },
      },
    },
  });
  const body = (await response.json()) as {
    data?: { createCooperativeRequest: { id: string } };
    errors?: { message: string }[];
  };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return { id: body.data?.createCooperativeRequest.id ?? "", company };
}
