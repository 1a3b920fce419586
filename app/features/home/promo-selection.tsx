import { Image } from "~/ui/image.tsx";
import type { ProductCardData } from "~/ui/product-card.tsx";
import { ProductStrip } from "./product-row.tsx";

const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 400;

export interface PromoSelectionData {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  posterUrl: string | null;
  products: readonly ProductCardData[];
}

/** A promotional selection: a banner (its poster, title and text) and its products. */
export function PromoSelection({ promo }: { promo: PromoSelectionData }) {
  const headingId = `promo-${promo.slug}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="below-fold mt-12 rounded-3xl bg-neutral-100 p-4 md:mt-16 md:p-8 dark:bg-neutral-900"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:gap-8">
        {promo.posterUrl ? (
          <Image
            src={promo.posterUrl}
            alt=""
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            fit="cover"
            className="aspect-[8/5] w-full rounded-2xl object-cover md:w-80"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-rose-700 uppercase dark:text-rose-400">
            Подборка
          </p>
          <h2 id={headingId} className="mt-1 text-2xl font-black tracking-tight md:text-4xl">
            {promo.title}
          </h2>
          {promo.description ? (
            <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">
              {promo.description}
            </p>
          ) : null}
        </div>
      </div>
      {promo.products.length > 0 ? (
        <div className="mt-6">
          <ProductStrip products={promo.products} />
        </div>
      ) : null}
    </section>
  );
}
