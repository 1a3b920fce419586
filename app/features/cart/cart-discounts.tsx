import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { plural } from "~/lib/plural.ts";
import { removeLocal, storageKeys, writeLocal } from "~/shell/storage.ts";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { Button } from "~/ui/button.tsx";
import { Drawer } from "~/ui/drawer.tsx";
import { CART_ACTION, type CartReply, ReturnHere, useReplyToast } from "./cart-forms.tsx";
import type { CartView } from "./cart-view-model.ts";

/*
 * What a signed-in shopper takes off the total: the promo code (docs/cart.md#promo-code) and the
 * bonuses to spend (docs/cart.md#bonus-spending).
 */

/** «1 бонус», «1 250 бонусов». */
const bonuses = (count: number) => plural(count, ["бонус", "бонуса", "бонусов"]);

/** The promo field's mark: a green check for a code that applies, a red «!» for one that does not. */
function PromoMark({ ok }: { ok: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid={ok ? "promo-success" : "promo-error"}
      className={`absolute top-3 right-3 inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-white ${
        ok ? "bg-green-600" : "bg-red-600"
      }`}
    >
      {ok ? "✓" : "!"}
    </span>
  );
}

/** The promo code kept from an earlier visit, if storage holds a readable one. */
function keptPromoCode(): string {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKeys.promoCode) ?? "null");
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

/**
 * The promo code field (docs/cart.md#promo-code): none, success (a green check) or error (a red
 * icon with «Промокод не найден»); editing after a result goes back to none. The valid code is
 * kept in localStorage and checked again when the cart shows without one.
 */
export function PromoField({ promoCode, reply }: { promoCode: string | null; reply?: CartReply }) {
  const fetcher = useFetcher<CartReply>();
  const [edited, setEdited] = useState(false);
  const result = fetcher.data ?? reply;
  const status = edited
    ? "none"
    : result
      ? result.ok
        ? "success"
        : "error"
      : promoCode
        ? "success"
        : "none";
  const inputId = useId();
  const messageId = useId();
  const revalidated = useRef(false);

  useEffect(() => {
    if (promoCode) writeLocal(storageKeys.promoCode, JSON.stringify(promoCode));
  }, [promoCode]);
  useEffect(() => {
    if (result && !result.ok) removeLocal(storageKeys.promoCode);
  }, [result]);
  useEffect(() => {
    // A code kept from an earlier visit is checked again against today's cart.
    if (revalidated.current || promoCode) return;
    revalidated.current = true;
    const kept = keptPromoCode();
    if (kept)
      void fetcher.submit({ intent: "promo", code: kept }, { method: "post", action: CART_ACTION });
  }, [promoCode, fetcher]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (fetcher.state !== "idle") event.preventDefault();
    setEdited(false);
  };

  return (
    <fetcher.Form method="post" action={CART_ACTION} onSubmit={onSubmit} aria-label="Промокод">
      <input type="hidden" name="intent" value="promo" />
      <ReturnHere />
      <label htmlFor={inputId} className="text-sm font-semibold">
        Промокод
      </label>
      <div className="mt-1 flex gap-2">
        <div className="relative flex-1">
          <input
            id={inputId}
            name="code"
            defaultValue={promoCode ?? reply?.code ?? ""}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={() => setEdited(true)}
            aria-invalid={status === "error" || undefined}
            aria-describedby={status === "none" ? undefined : messageId}
            className="h-11 w-full rounded-full border border-neutral-300 bg-white px-4 pr-10 uppercase dark:border-neutral-700 dark:bg-neutral-950"
          />
          {status === "none" ? null : <PromoMark ok={status === "success"} />}
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={fetcher.state !== "idle"}
          className="px-4"
        >
          Применить
        </Button>
      </div>
      {status === "none" ? null : (
        <p
          id={messageId}
          role="status"
          className={`mt-1 text-sm ${status === "success" ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
        >
          {status === "success" ? "Промокод применён" : (result?.message ?? "Промокод не найден")}
        </p>
      )}
    </fetcher.Form>
  );
}

/**
 * Bonus spending (docs/cart.md#bonus-spending): with JavaScript, a slider in its own drawer
 * (step 10, from 0 to the bonuses available, a quarter of them by default) and «Не списывать»;
 * without it, a number field with the same rules.
 */
export function BonusChoice({ cart, reply }: { cart: CartView; reply?: CartReply }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartReply>();
  const result = fetcher.data ?? reply;
  useReplyToast(fetcher.data);
  // The drawer closes once a choice it sent is taken (an answer other than the one it opened on).
  const [openedOn, setOpenedOn] = useState<{ answer: CartReply | undefined } | null>(null);
  const open = openedOn !== null && !(fetcher.data?.ok && fetcher.data !== openedOn.answer);
  const close = () => setOpenedOn(null);
  // Each opening of the drawer starts from the cart's figures again (it stays mounted closed).
  const [opened, setOpened] = useState(0);

  const max = cart.bonusesAvailableToSpent;
  if (max === 0) {
    return (
      <p
        className="text-sm text-neutral-600 dark:text-neutral-400"
        data-testid="cart-bonus-balance"
      >
        На бонусном счёте {bonuses(cart.bonusesAvailable)}
        {cart.bonusesAvailable > 0 ? ": товары в корзине нельзя оплатить ими." : "."}
      </p>
    );
  }
  const form = (slider: boolean) => (
    <BonusForm
      key={opened}
      fetcher={fetcher}
      max={max}
      chosen={cart.bonusesToSpend}
      slider={slider}
      error={result && !result.ok ? result.message : null}
    />
  );
  return (
    <div className="text-sm">
      <div className="flex items-center justify-between gap-3">
        <p data-testid="cart-bonus-terms" data-max={max}>
          <span className="font-semibold">Бонусы</span>: на счёте{" "}
          {cart.bonusesAvailable.toLocaleString("ru-RU")}, можно списать до{" "}
          {max.toLocaleString("ru-RU")}
        </p>
        {hydrated ? (
          <Button
            type="button"
            variant="secondary"
            className="px-4"
            onClick={() => {
              setOpened((count) => count + 1);
              setOpenedOn({ answer: fetcher.data });
            }}
          >
            {cart.bonusesToSpend > 0 ? "Изменить" : "Списать"}
          </Button>
        ) : null}
      </div>
      {hydrated ? (
        <Drawer open={open} onClose={close} title="Списание бонусов">
          {form(true)}
        </Drawer>
      ) : (
        <div className="mt-3">{form(false)}</div>
      )}
    </div>
  );
}

function BonusForm({
  fetcher,
  max,
  chosen,
  slider,
  error,
}: {
  fetcher: ReturnType<typeof useFetcher<CartReply>>;
  max: number;
  chosen: number;
  slider: boolean;
  error: string | null;
}) {
  // Until the shopper moves the slider it shows what the cart spends now: a promo code or an
  // item changes it, and the maximum, under an open form (docs/cart.md#bonus-spending).
  const [picked, setPicked] = useState<number | null>(null);
  const amount = Math.min(picked ?? chosen, max);
  const inputId = useId();
  const errorId = useId();
  return (
    <fetcher.Form
      method="post"
      action={CART_ACTION}
      className="flex flex-col gap-4"
      aria-label="Списание бонусов"
      // The server's rule and Russian message, not the browser's bubble (docs/cart.md#bonus-spending).
      noValidate
    >
      <ReturnHere />
      <label htmlFor={inputId} className="font-semibold">
        Сколько бонусов списать
      </label>
      {slider ? (
        <>
          <input
            id={inputId}
            type="range"
            name="amount"
            min={0}
            max={max}
            step={10}
            value={amount}
            onChange={(event) => setPicked(Number(event.target.value))}
            className="w-full accent-neutral-900 dark:accent-white"
          />
          <output htmlFor={inputId} className="text-2xl font-bold" data-testid="bonus-amount">
            {bonuses(amount)} = {formatPrice(amount * 100)}
          </output>
        </>
      ) : (
        <input
          id={inputId}
          type="number"
          name="amount"
          inputMode="numeric"
          min={0}
          max={max}
          step={10}
          defaultValue={chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 w-full rounded-full border border-neutral-300 bg-white px-4 dark:border-neutral-700 dark:bg-neutral-950"
        />
      )}
      <p className="text-neutral-600 dark:text-neutral-400">
        Кратно 10, не больше {max.toLocaleString("ru-RU")}. 1 бонус = 1 ₽.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="bonuses" disabled={fetcher.state !== "idle"}>
          Применить
        </Button>
        <Button
          type="submit"
          name="intent"
          value="no-bonuses"
          variant="secondary"
          disabled={fetcher.state !== "idle"}
        >
          Не списывать
        </Button>
      </div>
    </fetcher.Form>
  );
}
