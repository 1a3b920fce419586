import { Properties, type PropertiesData } from "./properties.tsx";

/** Below the fold: the description and the product's properties, side by side on desktops. */
export function ProductDetails({
  description,
  properties,
}: {
  description: string | null;
  properties: PropertiesData | null;
}) {
  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-2 lg:gap-12">
      {description ? (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-xl font-semibold">
            Описание
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-neutral-800 dark:text-neutral-200">
            {description}
          </p>
        </section>
      ) : null}
      <div className="[&>section]:mt-0">
        <Properties properties={properties} />
      </div>
    </div>
  );
}
