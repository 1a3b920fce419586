import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Button } from "~/ui/button.tsx";
import { AddressFields } from "~/ui/form/address-fields.tsx";
import { ErrorList, Field, inputClass, Label } from "~/ui/form/field.tsx";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { AddressSuggest, type Suggestion } from "./address-suggest.tsx";
import type { PickupPoint, SavedAddress } from "./checkout.server.ts";
import { type DeliveryKind, NEW_ADDRESS } from "./checkout-schema.ts";
import { PickupMap } from "./pickup-map.tsx";

type Meta = FieldMetadata<string | undefined>;
/** The point an address suggestion carries, in hidden fields. */
type CoordinateMeta = FieldMetadata<number | undefined>;

export interface DeliveryFieldset {
  delivery: Meta;
  pvzCity: Meta;
  pvzSearch: Meta;
  pvzCode: Meta;
  addressId: Meta;
  country: Meta;
  city: Meta;
  street: Meta;
  house: Meta;
  building: Meta;
  apartment: Meta;
  index: Meta;
  latitude: CoordinateMeta;
  longitude: CoordinateMeta;
}

const TABS: { kind: DeliveryKind; label: string; hint: string }[] = [
  { kind: "PVZ", label: "Пункт выдачи", hint: "СДЭК, от 290 ₽" },
  { kind: "ADDRESS", label: "Курьер", hint: "до двери, от 490 ₽" },
];

/** A radio's initial state: what was posted, else the default. */
const checkedIn = (meta: Meta, value: string, fallback?: string) =>
  (meta.initialValue ?? fallback) === value;

/**
 * Where the order goes (docs/checkout.md#delivery): tabs for a pickup point or a courier. The tabs
 * are radios and each panel hides by CSS when the other tab is checked, so they switch without
 * JavaScript too; the hidden panel's fields are still posted and ignored by the server.
 */
export function DeliveryFields({
  fields,
  points,
  pointsError,
  addresses,
  mapsKey,
  onPickAddress,
  onPickPoint,
}: {
  fields: DeliveryFieldset;
  points: readonly PickupPoint[];
  pointsError: string | null;
  addresses: readonly SavedAddress[];
  mapsKey: string | undefined;
  onPickAddress: (suggestion: Suggestion) => void;
  onPickPoint: (code: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 text-xl font-semibold">Доставка</legend>
      <div role="radiogroup" aria-label="Способ доставки" className="grid grid-cols-2 gap-2">
        {TABS.map((tab) => (
          <label
            key={tab.kind}
            className="flex min-h-11 cursor-pointer flex-col rounded-2xl border-2 border-neutral-200 px-4 py-3 has-checked:border-neutral-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 dark:border-neutral-700 dark:has-checked:border-white"
          >
            <input
              type="radio"
              id={`delivery-${tab.kind}`}
              name={fields.delivery.name}
              value={tab.kind}
              defaultChecked={checkedIn(fields.delivery, tab.kind, "PVZ")}
              className="sr-only"
            />
            <span className="font-semibold">{tab.label}</span>
            <span className="text-sm text-neutral-600 dark:text-neutral-400">{tab.hint}</span>
          </label>
        ))}
      </div>
      <Panel kind="PVZ">
        <PickupPanel
          fields={fields}
          points={points}
          pointsError={pointsError}
          mapsKey={mapsKey}
          onPickPoint={onPickPoint}
        />
      </Panel>
      <Panel kind="ADDRESS">
        <AddressPanel fields={fields} addresses={addresses} onPickAddress={onPickAddress} />
      </Panel>
    </fieldset>
  );
}

/** A tab's panel, hidden while the other tab's radio is checked (a CSS :has rule on the form). */
function Panel({ kind, children }: { kind: DeliveryKind; children: ReactNode }) {
  const other = kind === "PVZ" ? "ADDRESS" : "PVZ";
  return (
    <div
      data-panel={kind}
      className={
        other === "ADDRESS"
          ? "[form:has(#delivery-ADDRESS:checked)_&]:hidden"
          : "[form:has(#delivery-PVZ:checked)_&]:hidden"
      }
    >
      {children}
    </div>
  );
}

function PickupPanel({
  fields,
  points,
  pointsError,
  mapsKey,
  onPickPoint,
}: {
  fields: DeliveryFieldset;
  points: readonly PickupPoint[];
  pointsError: string | null;
  mapsKey: string | undefined;
  onPickPoint: (code: string) => void;
}) {
  const hydrated = useHydrated();
  const selected = fields.pvzCode.initialValue ?? null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-end gap-x-3 sm:grid-cols-[1fr_1fr_auto]">
        <Field meta={fields.pvzCity} label="Город" autoComplete="address-level2" />
        <div>
          <Label htmlFor={fields.pvzSearch.id} required={false}>
            Улица или метро
          </Label>
          <input
            id={fields.pvzSearch.id}
            name={fields.pvzSearch.name}
            defaultValue={fields.pvzSearch.initialValue}
            type="search"
            className={inputClass}
          />
          <ErrorList id={fields.pvzSearch.errorId} errors={fields.pvzSearch.errors} />
        </div>
        <Button type="submit" name="intent" value="points" variant="secondary" className="mb-5">
          Найти
        </Button>
      </div>
      {hydrated && points.length > 0 ? (
        <PickupMap
          apiKey={mapsKey}
          points={points.map((point) => ({
            code: point.code,
            name: point.name,
            latitude: point.location.latitude,
            longitude: point.location.longitude,
          }))}
          selected={selected}
          onSelect={onPickPoint}
        />
      ) : null}
      {pointsError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {pointsError}
        </p>
      ) : points.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          В этом городе пунктов выдачи не нашлось. Проверьте название города или выберите курьера.
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label="Пункты выдачи"
          aria-describedby={fields.pvzCode.errorId}
          className="flex flex-col gap-2 sm:max-h-96 sm:overflow-y-auto sm:pr-1"
        >
          {points.map((point) => (
            <label
              key={point.code}
              data-testid="pickup-point"
              className="flex cursor-pointer gap-3 rounded-2xl border border-neutral-200 p-4 has-checked:border-neutral-900 has-checked:bg-neutral-50 has-focus-visible:outline-2 dark:border-neutral-700 dark:has-checked:border-white dark:has-checked:bg-neutral-900"
            >
              <input
                type="radio"
                id={`pvz-${point.code}`}
                name={fields.pvzCode.name}
                value={point.code}
                defaultChecked={selected === point.code}
                className="mt-1 size-4 shrink-0 accent-neutral-900 dark:accent-white"
              />
              <span className="flex flex-col gap-0.5 text-sm">
                <span className="font-semibold">{point.name}</span>
                <span>{point.address_full || point.address}</span>
                {point.work_time ? (
                  <span className="text-neutral-600 dark:text-neutral-400">{point.work_time}</span>
                ) : null}
                {point.is_dressing_room ? (
                  <span className="text-emerald-700 dark:text-emerald-400">Есть примерочная</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
      <ErrorList id={fields.pvzCode.errorId} errors={fields.pvzCode.errors} />
    </div>
  );
}

function AddressPanel({
  fields,
  addresses,
  onPickAddress,
}: {
  fields: DeliveryFieldset;
  addresses: readonly SavedAddress[];
  onPickAddress: (suggestion: Suggestion) => void;
}) {
  const hydrated = useHydrated();
  const fallback = addresses[0]?.id ?? NEW_ADDRESS;
  return (
    <div className="flex flex-col gap-4">
      {addresses.length > 0 ? (
        <div role="radiogroup" aria-label="Адрес доставки" className="flex flex-col gap-2">
          {addresses.map((address) => (
            <AddressChoice
              key={address.id}
              meta={fields.addressId}
              value={address.id}
              checked={checkedIn(fields.addressId, address.id, fallback)}
            >
              {[
                address.city,
                address.street,
                `д. ${address.house}`,
                address.apartment ? `кв. ${address.apartment}` : null,
              ]
                .filter(Boolean)
                .join(", ")}
            </AddressChoice>
          ))}
          <AddressChoice
            meta={fields.addressId}
            value={NEW_ADDRESS}
            checked={checkedIn(fields.addressId, NEW_ADDRESS, fallback)}
          >
            Новый адрес
          </AddressChoice>
        </div>
      ) : (
        <input type="hidden" name={fields.addressId.name} value={NEW_ADDRESS} />
      )}
      <div
        className={
          addresses.length > 0 ? "[form:has(#address-new:not(:checked))_&]:hidden" : undefined
        }
      >
        {hydrated ? (
          <AddressSuggest city={fields.city.initialValue ?? ""} onPick={onPickAddress} />
        ) : null}
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-6">
          <AddressFields fields={fields} />
          <input
            type="hidden"
            name={fields.country.name}
            defaultValue={fields.country.initialValue ?? "Россия"}
          />
          <input
            type="hidden"
            name={fields.latitude.name}
            defaultValue={fields.latitude.initialValue}
          />
          <input
            type="hidden"
            name={fields.longitude.name}
            defaultValue={fields.longitude.initialValue}
          />
        </div>
      </div>
    </div>
  );
}

function AddressChoice({
  meta,
  value,
  checked,
  children,
}: {
  meta: Meta;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-neutral-200 p-4 text-sm has-checked:border-neutral-900 has-focus-visible:outline-2 dark:border-neutral-700 dark:has-checked:border-white">
      <input
        type="radio"
        id={value === NEW_ADDRESS ? "address-new" : `address-${value}`}
        name={meta.name}
        value={value}
        defaultChecked={checked}
        className="size-4 shrink-0 accent-neutral-900 dark:accent-white"
      />
      <span>{children}</span>
    </label>
  );
}
