/**
 * A signed-in shopper's favourites (toggleFavourite, favouriteList:
 * docs/favourites.md#a-signed-in-shoppers-favourites). A guest keeps them
 * locally; on sign-in the storefront merges them with addFavourites, which only adds (a toggle
 * would remove what the account already had).
 */
import { Product, ProductPage, productsInOrder } from "../catalogue/product-schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { PaginationDto, toPage } from "../graphql/pagination.ts";
import {
  addFavourites,
  countVisibleFavourites,
  favouriteIds,
  MAX_FAVOURITES,
  toggleFavourite,
} from "./service.ts";

async function allFavourites(ctx: ShopContext, userId: number) {
  return productsInOrder(ctx, await favouriteIds(ctx.db, userId, MAX_FAVOURITES));
}

function toProductId(value: string | number): number {
  const id = Number(value);
  if (!isRowId(id)) throw badUserInput("Товар не найден", "productId");
  return id;
}

const ToggleFavouriteDto = builder.inputType("ToggleFavouriteDto", {
  fields: (f) => ({ productId: f.id({ required: true }) }),
});

builder.mutationField("toggleFavourite", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: [Product],
    description:
      "Adds the product to the signed-in shopper's favourites, or removes it when already there; answers the favourites, newest first.",
    args: { dto: f.arg({ type: ToggleFavouriteDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const productId = toProductId(dto.productId);
      await toggleFavourite(ctx.db, userId, productId, ctx.providers.clock.now());
      return allFavourites(ctx, userId);
    },
  }),
);

const AddFavouritesDto = builder.inputType("AddFavouritesDto", {
  fields: (f) => ({
    productIds: f.idList({ required: true, description: "A guest's local favourites." }),
  }),
});

builder.mutationField("addFavourites", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: [Product],
    description:
      "Merges a guest's local favourites on sign-in: adds those not yet there (unknown products are skipped), removes nothing; answers the favourites, newest first.",
    args: { dto: f.arg({ type: AddFavouritesDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      if (dto.productIds.length > MAX_FAVOURITES) {
        throw badUserInput(`В избранном может быть не больше ${MAX_FAVOURITES} товаров`);
      }
      const wanted = [...new Set(dto.productIds.map(toProductId))];
      await addFavourites(ctx.db, userId, wanted, ctx.providers.clock.now());
      return allFavourites(ctx, userId);
    },
  }),
);

builder.queryField("favouriteList", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: ProductPage,
    description: "The signed-in shopper's favourites on sale, newest first.",
    args: { dto: f.arg({ type: PaginationDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const page = toPage(dto);
      const [totalItems, ids] = await Promise.all([
        countVisibleFavourites(ctx.db, userId),
        favouriteIds(ctx.db, userId, page.limit, page.offset),
      ]);
      return { ids, totalItems, page: page.page, limit: page.limit };
    },
  }),
);
