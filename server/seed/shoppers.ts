/** Demo shoppers with their reviews (some with photos) and their orders. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { reviewerNames, reviewTexts } from "./data/index.ts";
import { DAY_MS, inChunks, SEED_EPOCH } from "./common.ts";
import { seedOrders } from "./orders.ts";
import type { SeededProduct } from "./products.ts";
import type { Random } from "./random.ts";

export async function seedShoppers(db: Database, random: Random, products: SeededProduct[]) {
  const users = await db
    .insert(t.user)
    .values(
      reviewerNames.map((fullName, index) => {
        const [name, surnameInitial] = fullName.split(" ");
        return {
          registrationSource: "PHONE" as const,
          name: name ?? fullName,
          surname: surnameInitial?.replace(".", "") ?? null,
          phone: `+7900${String(10_000_000 + index).slice(1)}`,
          createdAt: new Date(SEED_EPOCH.getTime() - random.int(30, 700) * DAY_MS),
        };
      }),
    )
    .returning({ id: t.user.id, name: t.user.name });

  // Reviews on about 45 % of the catalogue.
  const reviewed = products.filter(() => random.chance(0.45));
  const reviewRows = reviewed.flatMap(({ id: productId, kind }) => {
    // A review about a backpack belongs on a backpack; general ones fit anything.
    const fitting = reviewTexts.filter((r) => !r.imageKinds || r.imageKinds.includes(kind));
    return random.sample(users, random.int(1, 6)).map((author) => {
      const seedText = random.pick(fitting);
      return {
        productId,
        userId: author.id,
        authorName: author.name,
        rating: seedText.rating,
        advantages: seedText.advantages,
        disadvantages: seedText.disadvantages,
        text: seedText.text,
        state: random.chance(0.92) ? ("PUBLISHED" as const) : ("PENDING" as const),
        createdAt: new Date(SEED_EPOCH.getTime() - random.int(1, 300) * DAY_MS),
      };
    });
  });
  const insertedReviews: { id: number; productId: number }[] = [];
  await inChunks(reviewRows, 10, async (chunk) => {
    insertedReviews.push(
      ...(await db
        .insert(t.review)
        .values(chunk)
        .returning({ id: t.review.id, productId: t.review.productId })),
    );
  });
  const photoOf = await firstImages(db);
  const photos = insertedReviews
    .filter(() => random.chance(0.15))
    .flatMap((r) => {
      const url = photoOf.get(r.productId);
      return url ? [{ reviewId: r.id, url: url.replace(/\/\d\.svg$/, "/4.svg") }] : [];
    });
  await inChunks(photos, 2, (chunk) => db.insert(t.reviewPhoto).values(chunk));

  await seedPersonalPromoCodes(db, users);
  await seedOrders(db, random, users);
}

/**
 * Personal codes of the first demo shoppers (docs/cart.md#personal-promo-codes): a birthday code
 * that works, a registration code, and a gift that is over.
 */
async function seedPersonalPromoCodes(db: Database, users: readonly { id: number }[]) {
  const rows = users.slice(0, 6).flatMap(({ id: userId }, index) => {
    const tag = String(1000 + index * 137);
    return [
      {
        code: `BDAY-${tag}`,
        kind: "PERCENT" as const,
        value: 15,
        minOrderAmount: 500_000,
        startsAt: new Date(SEED_EPOCH.getTime() - 3 * DAY_MS),
        endsAt: new Date(SEED_EPOCH.getTime() + 60 * DAY_MS),
        description: "С днём рождения! Скидка 15 % на заказ от 5 000 ₽.",
        oncePerShopper: true,
        userId,
        occasion: "BIRTHDAY" as const,
      },
      {
        code: `HELLO-${tag}`,
        kind: "PERCENT" as const,
        value: 7,
        minOrderAmount: 300_000,
        startsAt: new Date(SEED_EPOCH.getTime() - 20 * DAY_MS),
        endsAt: new Date(SEED_EPOCH.getTime() + 10 * DAY_MS),
        description: "Скидка 7 % на первый заказ от 3 000 ₽ — подарок за регистрацию.",
        oncePerShopper: true,
        userId,
        occasion: "REGISTRATION" as const,
      },
      {
        code: `GIFT-${tag}`,
        kind: "FIXED" as const,
        value: 100_000,
        minOrderAmount: 1_000_000,
        startsAt: new Date(SEED_EPOCH.getTime() - 120 * DAY_MS),
        endsAt: new Date(SEED_EPOCH.getTime() - 30 * DAY_MS),
        description: "Подарок от Meet Market: 1 000 ₽ на заказ от 10 000 ₽.",
        oncePerShopper: true,
        userId,
        occasion: "GIFT" as const,
      },
    ];
  });
  await db.insert(t.promoCode).values(rows);
}

async function firstImages(db: Database) {
  const rows = await db
    .select({ productId: t.productImage.productId, url: t.productImage.url })
    .from(t.productImage)
    .where(sql`${t.productImage.position} = 0`);
  return new Map(rows.map((r) => [r.productId, r.url]));
}
