/**
 * Delivery for the checkout (docs/checkout.md#delivery): address suggestions, pickup points and
 * the price of either delivery. Public: a guest may look, only placing an order needs a shopper.
 */
import { builder } from "../graphql/builder.ts";
import type { AddressSuggestion as Suggestion } from "../providers/address-suggestions.ts";
import type { PickupPointInfo } from "../providers/delivery.ts";
import {
  addressDestination,
  listPickupPoints,
  MAX_ITEMS,
  MAX_POINTS,
  MAX_SUGGESTIONS,
  type QuoteWithWindows,
  quoteForItems,
  suggestAddresses,
} from "./service.ts";
import { DeliveryWindow } from "./window-schema.ts";

const AddressSuggestion = builder.objectRef<Suggestion>("AddressSuggestion").implement({
  description: "An address the suggestions service knows, with its point on the map.",
  fields: (f) => ({
    value: f.exposeString("value", {
      description: "As a shopper reads it: «г Москва, ул Тверская, д 7».",
    }),
    unrestrictedValue: f.exposeString("unrestrictedValue", {
      description: "With the postal code, country and region.",
    }),
    country: f.exposeString("country"),
    countryIsoCode: f.exposeString("countryIsoCode", { nullable: true }),
    region: f.exposeString("region", { nullable: true }),
    city: f.exposeString("city", { nullable: true }),
    street: f.exposeString("street", { nullable: true }),
    house: f.exposeString("house", { nullable: true }),
    flat: f.exposeString("flat", { nullable: true }),
    postalCode: f.exposeString("postalCode", { nullable: true }),
    lat: f.float({ nullable: true, resolve: (s) => s.latitude }),
    lon: f.float({ nullable: true, resolve: (s) => s.longitude }),
  }),
});

const EvidenceAddressDto = builder.inputType("EvidenceAddressDto", {
  fields: (f) => ({
    query: f.string({
      required: true,
      description: "What the shopper typed, up to 300 characters.",
    }),
    city: f.string({ required: false, description: "Only addresses in this city." }),
    limit: f.int({ required: false, description: `1–${MAX_SUGGESTIONS}, 10 by default.` }),
  }),
});

builder.queryField("evidenceAddress", (f) =>
  f.field({
    type: [AddressSuggestion],
    description:
      "Address suggestions with latitude and longitude (DaData, or the offline dictionary).",
    args: { dto: f.arg({ type: EvidenceAddressDto, required: true }) },
    resolve: (_root, { dto }, { providers }) => suggestAddresses(providers, dto),
  }),
);

type Location = PickupPointInfo["location"];
type Phone = PickupPointInfo["phones"][number];
type OfficeImage = PickupPointInfo["officeImageList"][number];

const PickupPointLocation = builder.objectRef<Location>("PickupPointLocation").implement({
  fields: (f) => ({
    longitude: f.exposeFloat("longitude"),
    latitude: f.exposeFloat("latitude"),
    city_uuid: f.exposeString("city_uuid", { nullable: true }),
  }),
});

const PickupPointPhone = builder.objectRef<Phone>("PickupPointPhone").implement({
  fields: (f) => ({
    number: f.exposeString("number"),
    additional: f.string({ nullable: true, resolve: (phone) => phone.additional ?? null }),
  }),
});

const PickupPointImage = builder.objectRef<OfficeImage>("PickupPointImage").implement({
  fields: (f) => ({ url: f.exposeString("url") }),
});

const PickupPoint = builder.objectRef<PickupPointInfo>("PickupPoint").implement({
  description: "A pickup point of the delivery service (CDEK's PVZ), in CDEK's field names.",
  fields: (f) => ({
    code: f.exposeString("code"),
    name: f.exposeString("name"),
    uuid: f.exposeString("uuid", { nullable: true }),
    location: f.field({ type: PickupPointLocation, resolve: (point) => point.location }),
    city: f.exposeString("city"),
    address: f.exposeString("address"),
    address_full: f.exposeString("addressFull"),
    address_comment: f.exposeString("addressComment", { nullable: true }),
    phones: f.field({ type: [PickupPointPhone], resolve: (point) => point.phones }),
    email: f.exposeString("email", { nullable: true }),
    office_image_list: f.field({
      type: [PickupPointImage],
      resolve: (point) => point.officeImageList,
    }),
    work_time: f.exposeString("workTime", { nullable: true }),
    is_dressing_room: f.exposeBoolean("isDressingRoom"),
  }),
});

const PvzListDto = builder.inputType("PvzListDto", {
  description: "A city (the shop's id or its name), a point on the map, or both.",
  fields: (f) => ({
    cityId: f.int({ required: false }),
    city: f.string({ required: false }),
    latitude: f.float({ required: false }),
    longitude: f.float({ required: false }),
    search: f.string({ required: false, description: "Words of the point's name or address." }),
    limit: f.int({ required: false, description: `1–${MAX_POINTS}, 50 by default.` }),
  }),
});

builder.queryField("getPVZListByLocation", (f) =>
  f.field({
    type: [PickupPoint],
    description: "Pickup points in a city or nearest to a point first.",
    args: { dto: f.arg({ type: PvzListDto, required: true }) },
    resolve: (_root, { dto }, { providers }) => listPickupPoints(providers, dto),
  }),
);

const ItemDeliveryWindow = builder
  .objectRef<QuoteWithWindows["items"][number]>("ItemDeliveryWindow")
  .implement({
    description: "When one item of the quote can arrive.",
    fields: (f) => ({
      productItemId: f.exposeID("productItemId"),
      window: f.field({ type: DeliveryWindow, resolve: (item) => item.window }),
    }),
  });

const DeliveryCalculation = builder.objectRef<QuoteWithWindows>("DeliveryCalculation").implement({
  fields: (f) => ({
    deliveryPrice: f.exposeInt("deliveryPrice", { description: "Kopecks." }),
    periodMin: f.exposeInt("periodMin", {
      description: "Days in transit from the stock in Russia, at least.",
    }),
    periodMax: f.exposeInt("periodMax", {
      description: "Days in transit from the stock in Russia, at most.",
    }),
    items: f.field({
      type: [ItemDeliveryWindow],
      description:
        "Each item asked for (productItemIds): when it can arrive, its way from its supplier included.",
      resolve: (quote) => quote.items,
    }),
    window: f.field({
      type: DeliveryWindow,
      nullable: true,
      description:
        "When the items asked for can arrive, from the soonest to the latest; null when none was asked for.",
      resolve: (quote) => quote.window,
    }),
  }),
});

/** Checkout adds what the order then comes to (server/checkout/schema.ts). */
export { DeliveryCalculation };

const itemCountField = `Parcels, one per item, 1–${MAX_ITEMS}; the number of productItemIds, or 1, by default.`;
const productItemIdsField = `The items to deliver (at most ${MAX_ITEMS}), for their windows.`;

const CalculatePvzDeliveryDto = builder.inputType("CalculatePvzDeliveryDto", {
  fields: (f) => ({
    pvzCode: f.string({ required: true }),
    itemCount: f.int({ required: false, description: itemCountField }),
    productItemIds: f.idList({ required: false, description: productItemIdsField }),
  }),
});

const CalculateAddressDeliveryDto = builder.inputType("CalculateAddressDeliveryDto", {
  fields: (f) => ({
    cityId: f.int({ required: false }),
    city: f.string({ required: true }),
    postalCode: f.string({ required: false }),
    address: f.string({ required: true, description: "Street, house, flat." }),
    latitude: f.float({ required: false }),
    longitude: f.float({ required: false }),
    itemCount: f.int({ required: false, description: itemCountField }),
    productItemIds: f.idList({ required: false, description: productItemIdsField }),
  }),
});

builder.queryField("calculatePVZDelivery", (f) =>
  f.field({
    type: DeliveryCalculation,
    description: "The price and window of a delivery to a pickup point.",
    args: { dto: f.arg({ type: CalculatePvzDeliveryDto, required: true }) },
    resolve: (_root, { dto }, { db, providers }) =>
      quoteForItems(db, providers, { kind: "PVZ", pvzCode: dto.pvzCode }, dto),
  }),
);

builder.queryField("calculateAddressDelivery", (f) =>
  f.field({
    type: DeliveryCalculation,
    description: "The price and window of a courier delivery to an address.",
    args: { dto: f.arg({ type: CalculateAddressDeliveryDto, required: true }) },
    resolve: (_root, { dto }, { db, providers }) =>
      quoteForItems(db, providers, addressDestination(dto), dto),
  }),
);
