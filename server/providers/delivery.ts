/**
 * Delivery provider (docs/checkout.md#delivery): CDEK API v2 when its client credentials are
 * configured, the offline twin (seeded pickup points and tariffs) otherwise. The shop API's
 * delivery domain (server/delivery) answers the storefront through it; checkout
 * (server/checkout) prices the chosen delivery through it again when the order is placed.
 */

/** A pickup point as the storefront shows it (docs/checkout.md#pickup-points). */
export interface PickupPointInfo {
  code: string;
  name: string;
  uuid: string | null;
  location: { longitude: number; latitude: number; city_uuid: string | null };
  countryCode: string;
  regionCode: number | null;
  region: string | null;
  cityCode: number | null;
  city: string;
  postalCode: string | null;
  address: string;
  addressFull: string;
  addressComment: string | null;
  phones: { number: string; additional?: string | null }[];
  email: string | null;
  officeImageList: { url: string }[];
  workTime: string | null;
  isDressingRoom: boolean;
}

/** Where to look for pickup points: a city of the shop's directory, or near a point, or both. */
export interface PickupPointQuery {
  /** The shop's city id (findCity). */
  cityId?: number;
  /** The city's name, when the shop's id is not known (a DaData suggestion). */
  city?: string;
  latitude?: number;
  longitude?: number;
  /** Words to match in the point's name or address. */
  search?: string;
  limit: number;
}

/** An address to deliver to: its city, the rest of it in one line, and the point on a map. */
export interface DeliveryAddress {
  cityId?: number | null;
  city: string;
  postalCode?: string | null;
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** Where a parcel goes: a pickup point by code, or an address. */
export type DeliveryDestination =
  { kind: "PVZ"; pvzCode: string } | ({ kind: "ADDRESS" } & DeliveryAddress);

/** A price and a window for one destination and parcel. */
export interface DeliveryQuote {
  /** Kopecks. */
  deliveryPrice: number;
  /** Days in transit from the shop's stock in Russia: the window's first and last day. */
  periodMin: number;
  periodMax: number;
}

export interface DeliveryProvider {
  /** Pickup points, nearest first when a point is given, otherwise by name; at most `limit`. */
  pickupPoints(query: PickupPointQuery): Promise<PickupPointInfo[]>;
  /** One pickup point by code, or null when the provider does not know it. */
  pickupPoint(code: string): Promise<PickupPointInfo | null>;
  /**
   * The price of sending `itemCount` goods to the destination; null when the provider cannot
   * deliver there (unknown point or city).
   */
  quote(destination: DeliveryDestination, itemCount: number): Promise<DeliveryQuote | null>;
}

/** Thrown when a real provider cannot be reached or answers in a way we do not understand. */
export class DeliveryProviderError extends Error {
  override name = "DeliveryProviderError";
}
