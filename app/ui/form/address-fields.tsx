import type { FieldMetadata } from "@conform-to/react";
import { Field } from "./field.tsx";

type Meta = FieldMetadata<string | undefined>;

/**
 * The parts of a delivery address (docs/identity.md#addresses): city, street, house, building,
 * flat and postal code, laid out on six columns, after the country where the form asks for it.
 * The account's new-address form and the checkout's courier tab both use it.
 */
export function AddressFields({
  fields,
  country,
}: {
  fields: Record<"city" | "street" | "house" | "building" | "apartment" | "index", Meta>;
  /** The country field, where the form asks for it. */
  country?: Meta;
}) {
  return (
    <>
      {country ? (
        <Field
          meta={country}
          label="Страна"
          autoComplete="country-name"
          className="sm:col-span-3"
        />
      ) : null}
      <Field
        meta={fields.city}
        label="Город"
        autoComplete="address-level2"
        className="sm:col-span-3"
      />
      <Field
        meta={fields.street}
        label="Улица"
        autoComplete="address-line1"
        className={country ? "sm:col-span-4" : "sm:col-span-3"}
      />
      <Field meta={fields.house} label="Дом" className="sm:col-span-2" />
      <Field meta={fields.building} label="Корпус" className="sm:col-span-2" />
      <Field meta={fields.apartment} label="Квартира" className="sm:col-span-2" />
      <Field
        meta={fields.index}
        label="Индекс"
        autoComplete="postal-code"
        inputMode="numeric"
        hint={country ? "Шесть цифр" : undefined}
        className="sm:col-span-2"
      />
    </>
  );
}
