import * as t from "../db/schema.ts";
import { builder } from "./builder.ts";

/**
 * The shop's enums (docs/catalogue.md#enumerations, docs/orders.md#order-statuses), shared by
 * the database (pgEnum) and GraphQL.
 */
export const OrderStatus = builder.enumType("OrderStatus", { values: t.orderStatusValues });
export const Age = builder.enumType("Age", { values: t.ageValues });
export const DeliverySpeed = builder.enumType("DeliverySpeed", { values: t.deliverySpeedValues });
export const Sex = builder.enumType("Sex", { values: t.sexValues });
export const Season = builder.enumType("Season", { values: t.seasonValues });
export const CollectionSlug = builder.enumType("CollectionSlug", {
  values: t.collectionSlugValues,
});
export const PriceBand = builder.enumType("PriceBand", {
  description: "Sale bands: a discount below 50 %, or from 50 %.",
  values: t.priceBandValues,
});
export const SupplierType = builder.enumType("SupplierType", { values: t.supplierTypeValues });
export const Material = builder.enumType("Material", { values: t.materialValues });
export const BonusCalcState = builder.enumType("BonusCalcState", {
  values: t.bonusCalcStateValues,
});
export const FilterType = builder.enumType("FilterType", { values: t.filterTypeValues });
export const ReviewState = builder.enumType("ReviewState", { values: t.reviewStateValues });
export const AccessLevel = builder.enumType("AccessLevel", { values: t.accessLevelValues });

export const sortValues = [
  "CHEAP_FIRST",
  "EXPENSIVE_FIRST",
  "NEW_FIRST",
  "POPULAR_FIRST",
  "SALE_FIRST",
] as const;
export type ProductSort = (typeof sortValues)[number];
export const SortOption = builder.enumType("SortOption", { values: sortValues });
