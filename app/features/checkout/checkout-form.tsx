import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import type { CartView } from "~/features/cart/cart-view-model.ts";
import { formatPrice } from "~/lib/money.ts";
import { PAGES } from "~/shell/pages.ts";
import { Button } from "~/ui/button.tsx";
import { EmailField, ErrorList, Field, inputClass, Label, PhoneField } from "~/ui/form/field.tsx";
import type { Suggestion } from "./address-suggest.tsx";
import type { PickupPoint, SavedAddress } from "./checkout.server.ts";
import { checkoutSchema, type CheckoutFields } from "./checkout-schema.ts";
import { DeliveryFields } from "./delivery-fields.tsx";
import { amountToPay, OrderSummary, type QuoteView } from "./order-summary.tsx";

/**
 * The fields' constraints for their labels and aria-required. A new address's city, street and
 * house are required only for a courier, which the schema checks; the labels say so all along
 * (the form is noValidate, so the hidden tab's fields never block a post).
 */
const CONSTRAINT = (() => {
  // A plain copy: getZodConstraint answers a proxy that ignores writes.
  const constraint = Object.fromEntries(Object.entries(getZodConstraint(checkoutSchema("pay"))));
  for (const name of ["city", "street", "house", "pvzCity"]) {
    constraint[name] = { ...constraint[name], required: true };
  }
  return constraint;
})();

/** What the checkout's action answers a post with (docs/checkout.md#checkout-page). */
export interface CheckoutReply {
  intent: "points" | "quote" | "pay";
  result: SubmissionResult<string[]>;
  points?: PickupPoint[];
  pointsError?: string | null;
  quote?: QuoteView | null;
  quoteError?: string | null;
}

export interface CheckoutFormProps {
  cart: CartView;
  idempotencyKey: string;
  defaults: Partial<CheckoutFields>;
  points: readonly PickupPoint[];
  pointsError: string | null;
  addresses: readonly SavedAddress[];
  mapsKey: string | undefined;
  reply: CheckoutReply | undefined;
}

/**
 * The checkout page's one form (docs/checkout.md#checkout-page): the recipient, the delivery and
 * its price, a comment, consent to the public offer and «Оплатить». Every button posts it, so it
 * works without JavaScript; with it, choosing a point or an address prices the delivery at once.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { cart, reply } = props;
  const [form, fields] = useForm<CheckoutFields>({
    id: "checkout-form",
    lastResult: reply?.result,
    constraint: CONSTRAINT,
    defaultValue: { ...props.defaults, idempotencyKey: props.idempotencyKey },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: checkoutSchema(formData.get("intent")) }),
  });
  const points = reply?.points ?? props.points;
  const pointsError = reply?.points ? (reply.pointsError ?? null) : props.pointsError;
  const quote = useDeliveryQuote(reply);
  const toPay = amountToPay(cart, quote.value);
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";

  const formRef = useRef<HTMLFormElement>(null);
  const requestQuote = () => {
    if (formRef.current) quote.request(formRef.current);
  };

  const pickAddress = (suggestion: Suggestion) => {
    const set = (name: string, value: string | number | null) =>
      form.update({ name, value: value === null ? "" : String(value) });
    set(fields.city.name, suggestion.city);
    set(fields.street.name, suggestion.street);
    set(fields.house.name, suggestion.house);
    set(fields.apartment.name, suggestion.flat);
    set(fields.index.name, suggestion.postalCode);
    set(fields.latitude.name, suggestion.lat);
    set(fields.longitude.name, suggestion.lon);
    // The new values reach the inputs on the next render; price the delivery after it.
    setTimeout(requestQuote, 0);
  };

  const pickPoint = (code: string) => {
    document.getElementById(`pvz-${code}`)?.click();
  };

  return (
    // Tracks of minmax(0, …): a long product name in the summary is cut with «…» instead of
    // widening the page past a phone's screen.
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <Form
        method="post"
        {...getFormProps(form)}
        ref={formRef}
        aria-label="Оформление заказа"
        className="flex flex-col gap-10"
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (
            target.name === "delivery" ||
            target.name === "pvzCode" ||
            target.name === "addressId"
          ) {
            requestQuote();
          }
        }}
      >
        <input {...getInputProps(fields.idempotencyKey, { type: "hidden" })} />
        <fieldset className="flex flex-col">
          <legend className="mb-4 text-xl font-semibold">Получатель</legend>
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            <Field meta={fields.surname} label="Фамилия" autoComplete="family-name" />
            <Field meta={fields.name} label="Имя" autoComplete="given-name" />
            <Field meta={fields.lastname} label="Отчество" autoComplete="additional-name" />
            <PhoneField meta={fields.phone} />
            <EmailField meta={fields.email} hint="Пришлём чек и статусы заказа" />
          </div>
        </fieldset>

        <DeliveryFields
          fields={fields}
          points={points}
          pointsError={pointsError}
          addresses={props.addresses}
          mapsKey={props.mapsKey}
          onPickAddress={pickAddress}
          onPickPoint={pickPoint}
        />

        <div className="flex flex-col gap-2">
          {quote.error ? (
            <p
              role="alert"
              className="text-sm text-red-700 dark:text-red-400"
              data-testid="quote-error"
            >
              {quote.error}
            </p>
          ) : null}
          <noscript>
            <Button type="submit" name="intent" value="quote" variant="secondary">
              Рассчитать доставку
            </Button>
          </noscript>
        </div>

        <div>
          <Label htmlFor={fields.comment.id} required={false}>
            Комментарий к заказу
          </Label>
          <textarea
            {...getInputProps(fields.comment, { type: "text" })}
            rows={3}
            className={inputClass}
          />
          <ErrorList id={fields.comment.errorId} errors={fields.comment.errors} />
        </div>

        <div className="flex flex-col gap-4">
          <label className="flex items-start gap-3 text-sm">
            <input
              {...getInputProps(fields.offer, { type: "checkbox", value: "on" })}
              className="mt-0.5 size-5 shrink-0 accent-neutral-900 dark:accent-white"
            />
            <span>
              Я принимаю условия{" "}
              <Link
                to={PAGES.publicOffer.path}
                target="_blank"
                className="underline underline-offset-2"
              >
                публичной оферты
              </Link>{" "}
              и даю согласие на обработку персональных данных
            </span>
          </label>
          <ErrorList id={fields.offer.errorId} errors={fields.offer.errors} />
          <ErrorList id={form.errorId} errors={form.errors} className="" />
          {/* On a phone the summary comes after the form: the amount is repeated by the button. */}
          <p className="text-lg lg:hidden">
            К оплате: <strong>{formatPrice(toPay.amount)}</strong>
            {toPay.withDelivery ? null : " + доставка"}
          </p>
          <Button
            type="submit"
            name="intent"
            value="pay"
            disabled={paying}
            className="w-full sm:w-auto sm:self-start"
          >
            {paying ? "Оформляем заказ…" : "Оплатить"}
          </Button>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            После нажатия вы перейдёте на страницу оплаты картой или через СБП. Товары резервируются
            за вами на 30 минут.
          </p>
        </div>
      </Form>
      <OrderSummary cart={cart} quote={quote.value} />
    </div>
  );
}

/**
 * The delivery's price: the action's answer to a post (no JavaScript, or the «Найти» button), or
 * with JavaScript a fetcher's, asked whenever the chosen point or address changes.
 */
function useDeliveryQuote(reply: CheckoutReply | undefined) {
  const fetcher = useFetcher<CheckoutReply>();
  // The post's answer the last fetch was asked after: a newer post's answer takes over from it.
  const [askedAfter, setAskedAfter] = useState<CheckoutReply | undefined | null>(null);
  const { submit } = fetcher;
  const fetched = askedAfter === reply;
  const source = fetched ? (fetcher.state === "idle" ? fetcher.data : undefined) : reply;
  return {
    value: source?.quote ?? null,
    error: source?.quoteError ?? null,
    request(form: HTMLFormElement) {
      const formData = new FormData(form);
      formData.set("intent", "quote");
      setAskedAfter(reply);
      void submit(formData, { method: "post" });
    },
  };
}
