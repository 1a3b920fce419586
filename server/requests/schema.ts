/**
 * The three request forms' mutations (docs/requests.md): createMeetPriceRequest («Нашли
 * дешевле?»), createOrderRequest (made to order) and createCooperativeRequest (partners). Each
 * checks its dto, refuses bots and senders over the limits, records the request and tells the
 * shop's team by e-mail; the answer is the request's number.
 */
import type { z } from "zod";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { PRODUCT_NOT_FOUND_MESSAGE } from "../../shared/requests.ts";
import { clientInfo } from "../identity/client.ts";
import { parseInput } from "../identity/input.ts";
import {
  BOT_MESSAGE,
  cooperativeRequestInput,
  looksLikeBot,
  meetPriceInput,
  orderRequestInput,
} from "./input.ts";
import { DEFAULT_TEAM_EMAIL, notifyTeam, roubles, type TeamLetter } from "./notify.ts";
import {
  findMeetPriceProduct,
  insertCooperativeRequest,
  insertOrderRequest,
  insertPriceRequest,
  LIMIT_MESSAGE,
  recordRequest,
  type RequestKind,
} from "./service.ts";

interface Receipt {
  id: number;
  createdAt: Date;
}

const RequestReceipt = builder.objectRef<Receipt>("RequestReceipt").implement({
  description: "A request the shop has recorded: its number, shown to the sender.",
  fields: (f) => ({
    id: f.exposeID("id"),
    createdAt: f.string({ resolve: (receipt) => receipt.createdAt.toISOString() }),
  }),
});

const CreateMeetPriceRequestDto = builder.inputType("CreateMeetPriceRequestDto", {
  fields: (f) => ({
    productId: f.id({ required: false, description: "The product, when sent from its page." }),
    productName: f.string({ required: false, description: "The product, named by the shopper." }),
    size: f.string({ required: true }),
    offerUrl: f.string({ required: true, description: "The cheaper offer: an http(s) address." }),
    priceSeen: f.int({ required: true, description: "The price seen there, kopecks." }),
    name: f.string({ required: false }),
    phone: f.string({ required: true }),
    email: f.string({ required: false }),
    text: f.string({ required: false }),
    honeypot: f.string({ required: false, description: "A hidden field people leave empty." }),
    pageLoadTime: f.float({ required: true, description: "When the form was loaded, epoch ms." }),
  }),
});

const CreateOrderRequestDto = builder.inputType("CreateOrderRequestDto", {
  fields: (f) => ({
    brand: f.string({ required: true }),
    model: f.string({ required: true }),
    size: f.string({ required: true }),
    link: f.string({ required: false, description: "A page showing the goods: http(s)." }),
    budget: f.int({ required: false, description: "The most the shopper will pay, kopecks." }),
    text: f.string({ required: false }),
    name: f.string({ required: false }),
    phone: f.string({ required: true }),
    email: f.string({ required: false }),
    honeypot: f.string({ required: false, description: "A hidden field people leave empty." }),
    pageLoadTime: f.float({ required: true, description: "When the form was loaded, epoch ms." }),
  }),
});

const CreateCooperativeRequestDto = builder.inputType("CreateCooperativeRequestDto", {
  fields: (f) => ({
    companyName: f.string({ required: true }),
    companyType: f.string({ required: false, description: "ООО, ИП…" }),
    inn: f.string({ required: false }),
    fullName: f.string({ required: true, description: "The contact person." }),
    phone: f.string({ required: true }),
    email: f.string({ required: true }),
    description: f.string({ required: true }),
    honeypot: f.string({ required: false, description: "A hidden field people leave empty." }),
    pageLoadTime: f.float({ required: true, description: "When the form was loaded, epoch ms." }),
  }),
});

/** The dto checked, bots refused: what every mutation starts with. */
function accept<T extends { honeypot?: string | null; pageLoadTime: number }>(
  ctx: ShopContext,
  schema: z.ZodType<T>,
  dto: unknown,
): T {
  const input = parseInput(schema, dto);
  if (looksLikeBot(input, ctx.providers.clock.now())) throw badUserInput(BOT_MESSAGE);
  return input;
}

/** The signed-in sender's id, if any: a request never needs a sign-in, so a bad token is no error. */
async function senderId(ctx: ShopContext): Promise<number | null> {
  const viewer = await ctx.viewer();
  return viewer.ok ? viewer.userId : null;
}

/** Records the request within the limits, then writes to the team. */
async function record(
  ctx: ShopContext,
  kind: RequestKind,
  phone: string,
  insert: (tx: ShopContext["db"], now: Date) => Promise<number>,
  letter: (id: number) => TeamLetter,
): Promise<Receipt> {
  const now = ctx.providers.clock.now();
  const recorded = await recordRequest(
    ctx.db,
    kind,
    { phone, ip: clientInfo(ctx.request).ip, now },
    (tx) => insert(tx, now),
  );
  if (!recorded.ok) throw badUserInput(LIMIT_MESSAGE);
  await notifyTeam(ctx.providers, ctx.teamEmail ?? DEFAULT_TEAM_EMAIL, letter(recorded.id));
  return { id: recorded.id, createdAt: now };
}

builder.mutationField("createMeetPriceRequest", (f) =>
  f.field({
    type: RequestReceipt,
    description: "«Нашли дешевле?»: the same goods seen cheaper elsewhere.",
    args: { dto: f.arg({ type: CreateMeetPriceRequestDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const input = accept(ctx, meetPriceInput, dto);
      const productId = input.productId === null ? null : Number(input.productId);
      const product =
        productId !== null && isRowId(productId)
          ? await findMeetPriceProduct(ctx.db, productId)
          : null;
      if (productId !== null && !product) {
        throw badUserInput(PRODUCT_NOT_FOUND_MESSAGE, "productId");
      }
      if (product && !product.meetPrice) {
        throw badUserInput("Для этого товара снижение цены не предлагается", "productId");
      }
      const userId = await senderId(ctx);
      const ip = clientInfo(ctx.request).ip;
      return record(
        ctx,
        "meet-price",
        input.phone,
        (tx, now) =>
          insertPriceRequest(tx, {
            userId,
            productId: product?.id ?? null,
            productName: input.productName,
            size: input.size,
            offerUrl: input.offerUrl,
            priceSeen: input.priceSeen,
            name: input.name,
            phone: input.phone,
            email: input.email,
            text: input.text,
            clientIp: ip,
            createdAt: now,
            updatedAt: now,
          }),
        (id) => ({
          subject: `Нашли дешевле: заявка №${id}`,
          lines: [
            [
              "Товар",
              product
                ? `${product.name} (${ctx.publicUrl ?? ""}/product/${product.slug})`
                : input.productName,
            ],
            ["Размер", input.size],
            ["Где дешевле", input.offerUrl],
            ["Цена там", roubles(input.priceSeen)],
            ["Имя", input.name],
            ["Телефон", input.phone],
            ["E-mail", input.email],
            ["Комментарий", input.text],
          ],
        }),
      );
    },
  }),
);

builder.mutationField("createOrderRequest", (f) =>
  f.field({
    type: RequestReceipt,
    description: "Made to order: goods the catalogue does not have. Answers the request's number.",
    args: { dto: f.arg({ type: CreateOrderRequestDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const input = accept(ctx, orderRequestInput, dto);
      const userId = await senderId(ctx);
      const ip = clientInfo(ctx.request).ip;
      return record(
        ctx,
        "order",
        input.phone,
        (tx, now) =>
          insertOrderRequest(tx, {
            userId,
            brand: input.brand,
            model: input.model,
            size: input.size,
            link: input.link,
            budget: input.budget,
            text: input.text,
            name: input.name,
            phone: input.phone,
            email: input.email,
            clientIp: ip,
            createdAt: now,
            updatedAt: now,
          }),
        (id) => ({
          subject: `Товар под заказ: заявка №${id}`,
          lines: [
            ["Бренд", input.brand],
            ["Модель", input.model],
            ["Размер", input.size],
            ["Ссылка", input.link],
            ["Бюджет", roubles(input.budget)],
            ["Пожелания", input.text],
            ["Имя", input.name],
            ["Телефон", input.phone],
            ["E-mail", input.email],
          ],
        }),
      );
    },
  }),
);

builder.mutationField("createCooperativeRequest", (f) =>
  f.field({
    type: RequestReceipt,
    description: "A business partner's request to cooperate.",
    args: { dto: f.arg({ type: CreateCooperativeRequestDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const input = accept(ctx, cooperativeRequestInput, dto);
      const ip = clientInfo(ctx.request).ip;
      return record(
        ctx,
        "cooperative",
        input.phone,
        (tx, now) =>
          insertCooperativeRequest(tx, {
            companyName: input.companyName,
            companyType: input.companyType,
            inn: input.inn,
            fullName: input.fullName,
            phone: input.phone,
            email: input.email,
            description: input.description,
            clientIp: ip,
            createdAt: now,
            updatedAt: now,
          }),
        (id) => ({
          subject: `Сотрудничество: заявка №${id}`,
          lines: [
            ["Компания", input.companyName],
            ["Форма", input.companyType],
            ["ИНН", input.inn],
            ["Контактное лицо", input.fullName],
            ["Телефон", input.phone],
            ["E-mail", input.email],
            ["Сообщение", input.description],
          ],
        }),
      );
    },
  }),
);
