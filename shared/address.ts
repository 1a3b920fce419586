/**
 * A delivery address as one line, the way a courier reads it (docs/checkout.md): street, house,
 * building and apartment, with the postcode and the city in front where the reader needs them
 * (the back office's order page). The checkout writes it into the courier's request.
 */
export interface AddressParts {
  street: string;
  house: string;
  building?: string | null;
  apartment?: string | null;
  index?: string | null;
  city?: string | null;
}

/** «ул. Ленина, д. 5, корп. 2, кв. 10»; with `withCity`, «101000, Москва, ул. Ленина, д. 5…». */
export function addressLine(address: AddressParts, { withCity = false } = {}): string {
  return [
    withCity ? address.index : null,
    withCity ? address.city : null,
    address.street,
    `д. ${address.house}`,
    address.building ? `корп. ${address.building}` : null,
    address.apartment ? `кв. ${address.apartment}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}
