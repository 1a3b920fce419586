/** The URL names of the demo products: the brand named once, and the form older links used. */

export function slugify(value: string) {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface SlugParts {
  brandSlug: string;
  modelSlug: string;
  colorSlug: string;
  /** The product's 1-based number in the catalogue, which keeps slugs unique. */
  number: number;
}

/** Whether the model's slug already names the brand ("nike-air-max-90", "air-jordan-1-mid"). */
function namesBrand(modelSlug: string, brandSlug: string) {
  return `-${modelSlug}-`.includes(`-${brandSlug}-`);
}

/** `nike-air-max-90-white-12`: the model's slug names the brand, else the brand comes first. */
export function productSlug({ brandSlug, modelSlug, colorSlug, number }: SlugParts) {
  const name = namesBrand(modelSlug, brandSlug) ? modelSlug : `${brandSlug}-${modelSlug}`;
  return `${slugify(`${name}-${colorSlug}`)}-${number}`;
}

/** The slug the demo catalogue gave before, brand always first: `nike-nike-air-max-90-white-12`. */
export function legacyProductSlug({ brandSlug, modelSlug, colorSlug, number }: SlugParts) {
  return `${slugify(`${brandSlug}-${modelSlug}-${colorSlug}`)}-${number}`;
}
