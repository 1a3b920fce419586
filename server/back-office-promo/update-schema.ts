/**
 * `updatePromoCode` (docs/back-office.md#промокоды): a shop-wide code's terms edited with the
 * create form's schema; what may not change (the code, its kind, its brand or category; the
 * discount once an order used it) is refused here with its Russian reason. A change is written
 * to the audit log as «promo.update» with the changed terms before and after, in its transaction.
 */
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { recordStaffAction, requireStaff } from "../staff/access.ts";
import { PROMO_MESSAGES } from "../../shared/promo-codes.ts";
import { PromoCode, termsOf, UpdatePromoCodeDto } from "./schema.ts";
import { readPromoCode } from "./service.ts";
import { updatePromoCode } from "./update.ts";

builder.mutationField("updatePromoCode", (f) =>
  f.field({
    type: PromoCode,
    description:
      "Changes a shop-wide code's limits, dates, minimum and (while unused) its discount; recorded in the audit log (promo.update).",
    args: { dto: f.arg({ type: UpdatePromoCodeDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "promo");
      const id = Number(dto.id);
      if (!isRowId(id)) throw badUserInput(PROMO_MESSAGES.notFound, "id");
      const terms = termsOf(dto);
      const now = ctx.providers.clock.now();
      return ctx.db.transaction(async (tx) => {
        const change = await updatePromoCode(tx, id, terms, now);
        if (!change) throw badUserInput(PROMO_MESSAGES.notFound, "id");
        if (Object.keys(change.after).length > 0) {
          await recordStaffAction(tx, staff, {
            action: "promo.update",
            subjectType: "promo_code",
            subjectId: String(id),
            details: {
              code: change.code,
              kind: change.kind,
              before: change.before,
              after: change.after,
            },
          });
        }
        const code = await readPromoCode(tx, id, now);
        if (!code) throw badUserInput(PROMO_MESSAGES.notFound, "id");
        return code;
      });
    },
  }),
);
