/**
 * Shapes of the hand-curated demo-catalogue data. The seed generator turns these into rows;
 * nothing here touches the database.
 */

export type Sex = "ANY" | "FEMALE" | "MALE" | "UNISEX";
export type Season = "AUTUMN" | "AUTUMN_WINTER" | "SPRING" | "SPRING_SUMMER" | "SUMMER" | "WINTER";
export type SupplierType = "CONTRACTOR" | "MEET_WAREHOUSE" | "PRIVATE_SELLER" | "TRADING_FLOOR";
export type Material =
  | "CANVAS"
  | "COMBINED"
  | "COTTON"
  | "DENIM"
  | "ECO_LEATHER"
  | "FABRIC"
  | "FEATHER"
  | "FLEECE"
  | "LEATHER"
  | "MESH"
  | "METAL"
  | "METALLIC_FIBERS"
  | "MICROFIBER"
  | "NEOPRENE"
  | "NUBUCK"
  | "NYLON"
  | "PATENT_LEATHER"
  | "PLASTIC"
  | "POLYAMIDE"
  | "POLYESTER"
  | "EVA"
  | "POLYURETHANE"
  | "RUBBER"
  | "SATIN"
  | "SPANDEX_ELASTANE"
  | "SUEDE"
  | "TEXTILE"
  | "TPU"
  | "VELOUR"
  | "WOOL";
/** What silhouette the generated product picture draws. */
export type ImageKind =
  | "sneaker"
  | "high-sneaker"
  | "boot"
  | "sandal"
  | "tshirt"
  | "hoodie"
  | "jacket"
  | "pants"
  | "shorts"
  | "cap"
  | "bag"
  | "socks";
export type SizeGridKind = "SHOES_ADULT" | "SHOES_CHILDREN" | "CLOTHING" | "ONE_SIZE" | "SOCKS";

export interface BrandSeed {
  name: string;
  slug: string;
  positionScore: number;
  description: string;
  /** Russian spellings shoppers type: "найк", "адидас" */
  aliases: readonly string[];
}

export interface ModelSeed {
  brandSlug: string;
  name: string;
  slug: string;
  /** category slugs (see CategorySeed) this model appears in */
  categorySlugs: readonly string[];
  /** typical retail price range in kopecks */
  priceFrom: number;
  priceTo: number;
  seasons: readonly Season[];
  materials: readonly Material[];
  sex: readonly Sex[];
  /** optional: type slug (see TypeSeed) within the first category the model belongs to */
  typeSlug?: string;
  /** optional: subtype slug (see SubTypeSeed) within that type */
  subTypeSlug?: string;
}

export interface SubTypeSeed {
  name: string;
  slug: string;
}

export interface TypeSeed {
  name: string;
  slug: string;
  subTypes: readonly SubTypeSeed[];
}

export interface CategorySeed {
  name: string;
  slug: string;
  imageKind: ImageKind;
  sizeGrid: SizeGridKind;
  types: readonly TypeSeed[];
}

export interface DirectorySeed {
  name: string;
  slug: string;
  position: number;
  categories: readonly CategorySeed[];
}

export interface ColorSeed {
  name: string;
  hex: string;
  slug: string;
}

export interface SizeGridRowSeed {
  name: string;
  eu: string;
  uk: string;
  us: string;
  cm: string;
  height?: string;
}

export interface SizeGridSeed {
  kind: SizeGridKind;
  sex: Sex;
  name: string;
  rows: readonly SizeGridRowSeed[];
}

/** A brand's published shoe chart (docs/fit.md#brand-grids): the fit reads its foot lengths. */
export interface BrandSizeGridSeed {
  brandSlug: string;
  sex: "MALE" | "FEMALE";
  name: string;
  rows: readonly SizeGridRowSeed[];
}

export interface SupplierSeed {
  name: string;
  type: SupplierType;
  /** ISO country code goods ship from: "TR" or "RU" */
  deliveryIsoCode: string;
  /** FAST ships from the Russian stock, SLOW from Turkey */
  deliverySpeed: "FAST" | "SLOW";
  /**
   * Days until the goods are in the shop's stock in Moscow, ready to be sent (the delivery
   * service's days to the shopper come on top: docs/checkout.md#delivery-window); 0 for goods
   * already there and sent the same day.
   */
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

export interface BadgeSeed {
  title: string;
  hexColor: string;
  hexBgColor: string;
  hexBorderColor: string;
}

export interface BlogSeed {
  title: string;
  slug: string;
  description: string;
  /** ImageKind for the poster picture */
  posterKind: ImageKind;
  posterColor: string;
  /** the article as safe HTML: <h2>, <h3>, <p>, <ul>/<ol>/<li>, <strong>, <em>, <blockquote>, <a href="/..."> only */
  html: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  publishedAt: string /* ISO date in 2025-2026 */;
}

export interface UrlMetadataSeed {
  url: string;
  name: string;
  title: string;
  description: string;
  keywords: string;
}

export interface CountrySeed {
  title: string;
  alpha2: string;
  cities: readonly string[];
}

export interface LoyaltyLevelSeed {
  name: string;
  chargePercentage: number;
  chargeOffPercentage: number;
  requiredSpentAmount: number;
}

export interface PromoCodeSeed {
  code: string;
  kind: "PERCENT" | "FIXED";
  /** percent (1-100) for PERCENT, kopecks for FIXED */
  value: number;
  minOrderAmount: number;
  startsAt: string;
  endsAt: string | null;
  active: boolean;
  description: string;
  /** Orders (all shoppers) that may use it; absent: no limit. */
  maxUses?: number;
  /** One order per shopper. */
  oncePerShopper?: boolean;
  /** Only this brand's items count (a brand slug). */
  brandSlug?: string;
  /** Only this category's items count (a category slug). */
  categorySlug?: string;
}

export interface ReviewTextSeed {
  rating: 1 | 2 | 3 | 4 | 5;
  /** optional: the product kinds this text speaks of; absent means it fits any product */
  imageKinds?: readonly ImageKind[];
  advantages: string;
  disadvantages: string;
  text: string;
}

/**
 * The phrases a product's characteristics are picked from, for one kind of goods
 * (./properties.ts). The footwear rows (sole, fastening, toe, heel, shaft) are left out for
 * clothing and accessories; `null` in a list leaves the row out of the table.
 */
export interface SpecificationPhrases {
  paddingMaterial: readonly (string | null)[];
  /** The lining instead, when the model is made of that material (a fleece hoodie, a down parka). */
  paddingByMaterial?: Partial<Record<Material, readonly string[]>>;
  packaging: readonly string[];
  functionality: readonly string[];
  additionalInfo: readonly string[];
  sole?: readonly string[];
  /** The sole instead, when the model is made of that material (a foam midsole). */
  soleByMaterial?: Partial<Record<Material, readonly string[]>>;
  fasteningType?: readonly string[];
  toeStyle?: readonly string[];
  heelType?: readonly string[];
  shagHeight?: readonly string[];
}

export interface CollectionSeed {
  slug: "BESTSELLERS" | "NEW_RELEASES";
  title: string;
  description: string;
}

export interface PromoSelectionSeed {
  title: string;
  slug: string;
  description: string;
}
