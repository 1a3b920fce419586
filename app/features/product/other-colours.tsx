import { Link } from "react-router";
import { Image } from "~/ui/image.tsx";

export interface OtherColour {
  id: string;
  name: string;
  slug: string;
  images: readonly { url: string }[];
  colorPalletes: readonly { name: string }[];
}

const SWATCH = 80;

/** The same model in its other colours: a picture and the colours' names, each a link. */
export function OtherColours({ products }: { products: readonly OtherColour[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="colours-heading" className="mt-6">
      <h2 id="colours-heading" className="font-semibold">
        Другие цвета
      </h2>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
        {products.map((other) => {
          const image = other.images[0];
          const colours = other.colorPalletes.map((colour) => colour.name).join(", ");
          return (
            <li key={other.id} className="shrink-0">
              <Link
                to={`/product/${other.slug}`}
                title={colours || other.name}
                className="block w-20 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <span className="block size-20 overflow-hidden rounded-xl border border-neutral-200 bg-neutral-100 dark:border-neutral-800 dark:bg-neutral-900">
                  {image ? (
                    <Image
                      src={image.url}
                      alt=""
                      width={SWATCH}
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                </span>
                <span className="mt-1 line-clamp-2 text-xs">{colours || other.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
