/**
 * Alerts in GraphQL (docs/alerts.md#the-api): a guest's code (sendAlertCode), subscribing
 * (subscribeStockAlert, a signed-in shopper's own contact or a guest's confirmed one), the
 * shopper's list (myStockAlerts) and ending one (cancelStockAlert), and the unsubscribe link's
 * reading and ending (stockAlertByToken, unsubscribeStockAlert), which need no sign-in.
 */
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { signedOutError } from "../graphql/viewer.ts";
import { checkCode, consumeCode } from "../identity/code-service.ts";
import { type Contact, parseContact } from "../identity/contact.ts";
import { CONSENT_REQUIRED_MESSAGE, WRONG_CODE_MESSAGE } from "../identity/input.ts";
import { sendShopperCode } from "../identity/sign-in-schema.ts";
import { CodeSendResult } from "../identity/user-schema.ts";
import { findUser, PERSONAL_DATA_CONSENT_VERSION } from "../identity/user-service.ts";

import {
  ALERT_MESSAGES,
  AlertRefusal,
  type AlertRow,
  alertById,
  alertByToken,
  alertsOf,
  endAlert,
  subscribe,
} from "./service.ts";

const CONTACT_MESSAGE = "Введите номер телефона или e-mail";

const StockAlertKind = builder.enumType("StockAlertKind", {
  values: {
    BACK_IN_STOCK: { description: "«Сообщить о поступлении»: the size is back on sale." },
    PRICE_DROP: { description: "«Следить за ценой»: the price fell below the watched one." },
  },
});

const StockAlert = builder.objectRef<AlertRow>("StockAlert").implement({
  description: "A shopper's alert (docs/alerts.md).",
  fields: (f) => ({
    id: f.exposeID("id"),
    kind: f.field({ type: StockAlertKind, resolve: (alert) => alert.kind }),
    productId: f.exposeID("productId"),
    productName: f.exposeString("productName"),
    productSlug: f.exposeString("productSlug"),
    sizeName: f.exposeString("sizeName", {
      nullable: true,
      description: "The size waited for; null: any size.",
    }),
    channel: f.exposeString("channel", { description: "SMS or EMAIL." }),
    recipient: f.exposeString("recipient"),
    priceAtSubscription: f.exposeInt("priceAtSubscription", { description: "Kopecks." }),
    lastNotifiedAt: f.string({
      nullable: true,
      resolve: (alert) => alert.lastNotifiedAt && new Date(alert.lastNotifiedAt).toISOString(),
    }),
    createdAt: f.string({ resolve: (alert) => new Date(alert.createdAt).toISOString() }),
  }),
});

const LinkedAlert = builder
  .objectRef<AlertRow & { active: boolean }>("LinkedStockAlert")
  .implement({
    description: "The alert an unsubscribe link names.",
    fields: (f) => ({
      alert: f.field({ type: StockAlert, resolve: (alert) => alert }),
      active: f.exposeBoolean("active", { description: "False once unsubscribed." }),
    }),
  });

function toRowId(value: string | number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  const id = Number(value);
  if (!isRowId(id)) {
    throw badUserInput(
      field === "productId" ? ALERT_MESSAGES.productNotFound : ALERT_MESSAGES.sizeNotFound,
      field,
    );
  }
  return id;
}

function guestContact(value: string | null | undefined): Contact {
  const contact = value ? parseContact(value) : null;
  if (!contact) throw badUserInput(CONTACT_MESSAGE, "contact");
  return contact;
}

/** The signed-in shopper's contact: the e-mail when the account has one, else the phone. */
async function ownContact(ctx: ShopContext, userId: number): Promise<Contact> {
  const user = await findUser(ctx.db, userId);
  if (user?.email) return { channel: "EMAIL", target: user.email };
  if (user?.phone) return { channel: "SMS", target: user.phone };
  throw badUserInput(ALERT_MESSAGES.noContact);
}

const SendAlertCodeDto = builder.inputType("SendAlertCodeDto", {
  fields: (f) => ({
    contact: f.string({ required: true, description: "A +7 phone or an e-mail." }),
    clientFp: f.string({ required: false, description: "SHA-256 device fingerprint (hex)." }),
  }),
});

builder.mutationField("sendAlertCode", (f) =>
  f.field({
    type: CodeSendResult,
    description:
      "Sends a guest a 4-digit code confirming the phone or e-mail an alert is to go to, under the sign-in's limits (COOLDOWN, LIMITED).",
    args: { dto: f.arg({ type: SendAlertCodeDto, required: true }) },
    resolve: (_root, { dto }, ctx) =>
      sendShopperCode(ctx, guestContact(dto.contact), dto.clientFp, "ALERT"),
  }),
);

const SubscribeStockAlertDto = builder.inputType("SubscribeStockAlertDto", {
  fields: (f) => ({
    productId: f.id({ required: true }),
    productItemId: f.id({ required: false, description: "One size's item; none: any size." }),
    kind: f.field({ type: StockAlertKind, required: true }),
    contact: f.string({ required: false, description: "A guest's phone or e-mail." }),
    code: f.string({ required: false, description: "A guest's code from sendAlertCode." }),
    personalDataConsent: f.boolean({
      required: false,
      description: "A guest's consent to the processing of personal data (152-FZ); must be true.",
    }),
  }),
});

builder.mutationField("subscribeStockAlert", (f) =>
  f.field({
    type: StockAlert,
    description:
      "Subscribes to an alert: a signed-in shopper's goes to their e-mail (else phone); a guest's to the contact confirmed by the code, with consent. Subscribing again answers the alert already there.",
    args: { dto: f.arg({ type: SubscribeStockAlertDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const productId = toRowId(dto.productId, "productId") as number;
      const productItemId = toRowId(dto.productItemId, "productItemId");
      const now = ctx.providers.clock.now();
      const viewer = await ctx.viewer();
      if (!viewer.ok && viewer.reason !== "missing") throw signedOutError(viewer.reason);
      let contact: Contact;
      let consumed: number | null = null;
      if (viewer.ok) {
        contact = await ownContact(ctx, viewer.userId);
      } else {
        contact = guestContact(dto.contact);
        if (dto.personalDataConsent !== true) {
          throw badUserInput(CONSENT_REQUIRED_MESSAGE, "personalDataConsent");
        }
        const code = (dto.code ?? "").trim();
        const checked = await checkCode(ctx.db, ctx.auth, contact.target, code, now, "ALERT");
        if (!checked.ok) throw badUserInput(WRONG_CODE_MESSAGE, "code");
        consumed = checked.id;
      }
      try {
        const id = await subscribe(ctx.db, {
          userId: viewer.ok ? viewer.userId : null,
          contact,
          productId,
          productItemId,
          kind: dto.kind,
          consentVersion: viewer.ok ? null : PERSONAL_DATA_CONSENT_VERSION,
          now,
        });
        // Spent only once the alert is made: a refused size leaves the code for another try.
        if (consumed !== null) await consumeCode(ctx.db, consumed, now);
        const alert = await alertById(ctx.db, id);
        if (!alert) throw new Error(`stock_alert ${id} not found`);
        return alert;
      } catch (error) {
        if (error instanceof AlertRefusal) throw badUserInput(error.message, error.field);
        throw error;
      }
    },
  }),
);

builder.queryField("myStockAlerts", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: [StockAlert],
    description: "The signed-in shopper's alerts, newest first.",
    resolve: (_root, _args, ctx) => alertsOf(ctx.db, ctx.userId),
  }),
);

const CancelStockAlertDto = builder.inputType("CancelStockAlertDto", {
  fields: (f) => ({ id: f.id({ required: true }) }),
});

builder.mutationField("cancelStockAlert", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: "Boolean",
    description:
      "Ends one of the signed-in shopper's alerts; false when it was not theirs or ended.",
    args: { dto: f.arg({ type: CancelStockAlertDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      const id = Number(dto.id);
      if (!isRowId(id)) return false;
      return endAlert(ctx.db, { id, userId: ctx.userId }, ctx.providers.clock.now());
    },
  }),
);

const AlertTokenDto = builder.inputType("StockAlertTokenDto", {
  fields: (f) => ({ token: f.string({ required: true, description: "The link's token." }) }),
});

builder.queryField("stockAlertByToken", (f) =>
  f.field({
    type: LinkedAlert,
    nullable: true,
    description: "The alert an unsubscribe link names (no sign-in); null for an unknown link.",
    args: { dto: f.arg({ type: AlertTokenDto, required: true }) },
    resolve: (_root, { dto }, ctx) => alertByToken(ctx.db, dto.token),
  }),
);

builder.mutationField("unsubscribeStockAlert", (f) =>
  f.field({
    type: LinkedAlert,
    nullable: true,
    description: "Ends the alert an unsubscribe link names (no sign-in); null for an unknown link.",
    args: { dto: f.arg({ type: AlertTokenDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const alert = await alertByToken(ctx.db, dto.token);
      if (!alert) return null;
      await endAlert(ctx.db, { id: alert.id }, ctx.providers.clock.now());
      return { ...alert, active: false };
    },
  }),
);
