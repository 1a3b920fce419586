/**
 * The checkout form (docs/checkout.md#checkout-page): one form whose buttons say what to do
 * (`intent`): find pickup points in a city, price the chosen delivery, or pay. Only paying
 * asks for everything; the other two check just what they use, so a shopper can look for a
 * point before typing their name. The same schema runs in the browser (conform) and in the
 * action; the shop API checks everything a third time.
 */
import { z } from "zod";
import { email, mobilePhone } from "../../../shared/contact.ts";

export const CHECKOUT_INTENTS = ["points", "quote", "pay"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

export const DELIVERY_KINDS = ["PVZ", "ADDRESS"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The saved-address radio's value for «a new address». */
export const NEW_ADDRESS = "new";

const text = (max: number) => z.string().trim().max(max, `Не длиннее ${max} символов`).optional();

const required = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `Не длиннее ${max} символов`);

const coordinate = z.coerce.number().finite().optional().catch(undefined);

/** Fields every intent may carry; none is required unless the intent needs it. */
const base = {
  intent: z.enum(CHECKOUT_INTENTS).catch("pay"),
  idempotencyKey: z.string().trim().max(64).optional(),
  delivery: z.enum(DELIVERY_KINDS).catch("PVZ"),
  pvzCity: text(100),
  pvzSearch: text(100),
  pvzCode: text(40),
  addressId: text(20),
  country: text(100),
  city: text(100),
  street: text(200),
  house: text(20),
  building: text(50),
  apartment: text(50),
  index: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Индекс — шесть цифр")
    .optional(),
  latitude: coordinate,
  longitude: coordinate,
  name: text(100),
  surname: text(100),
  lastname: text(100),
  phone: text(30),
  email: text(254),
  comment: text(500),
  offer: z.literal("on").optional(),
};

const recipient = {
  name: required("Укажите имя", 100),
  surname: required("Укажите фамилию", 100),
  /** A mobile and an e-mail by the shop API's own rules (shared/contact.ts), in their normal form. */
  phone: z.string({ error: "Укажите телефон" }).pipe(mobilePhone),
  email: z.string({ error: "Укажите e-mail" }).pipe(email),
};

type Fields = z.infer<z.ZodObject<typeof base>>;

/** A new address needs its city, street and house. */
function checkNewAddress(value: Fields, context: z.RefinementCtx) {
  const missing: [keyof Fields, string][] = [
    ["city", "Укажите город"],
    ["street", "Укажите улицу"],
    ["house", "Укажите дом"],
  ];
  for (const [field, message] of missing) {
    if (!value[field]) context.addIssue({ code: "custom", path: [field], message });
  }
}

/** The delivery part: a pickup point chosen, or an address (saved or new). */
function checkDelivery(value: Fields, context: z.RefinementCtx) {
  if (value.delivery === "PVZ") {
    if (!value.pvzCode) {
      context.addIssue({ code: "custom", path: ["pvzCode"], message: "Выберите пункт выдачи" });
    }
  } else if (!value.addressId || value.addressId === NEW_ADDRESS) {
    checkNewAddress(value, context);
  }
}

/** The schema for the button pressed: `intent` in the submitted form (pay when missing). */
export function checkoutSchema(intent: unknown) {
  const object = z.object(base);
  if (intent === "points") return object;
  if (intent === "quote") return object.superRefine(checkDelivery);
  return (
    object
      .extend({
        ...recipient,
        offer: z.literal("on", { error: "Нужно согласие с публичной офертой" }),
      })
      // Also when a field above failed: every mistake is shown at once.
      .superRefine((value, context) => checkDelivery(value as Fields, context), {
        when: () => true,
      })
  );
}

export type CheckoutFields = Fields;
