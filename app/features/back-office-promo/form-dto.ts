/**
 * The create and edit forms' fields as the API's dto takes them (docs/back-office.md#промокоды):
 * the text fields as typed (the API checks them again with the same schema), the code and kind
 * as the form's schema read them.
 */
import type { PromoCodeTerms } from "../../../shared/promo-codes.ts";

export function promoFormDto(formData: FormData, terms: PromoCodeTerms) {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  return {
    code: terms.code,
    kind: terms.kind,
    value: text("value") ?? "",
    minOrder: text("minOrder"),
    startsOn: text("startsOn") ?? "",
    endsOn: text("endsOn"),
    maxUses: text("maxUses"),
    oncePerShopper: terms.oncePerShopper,
    brandId: text("brandId"),
    categoryId: text("categoryId"),
  };
}
