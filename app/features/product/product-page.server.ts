import { graphql } from "~/graphql.ts";
import { DeliveryWindowFragment } from "~/lib/delivery-window.server.ts";
import { ProductCardFragment } from "~/ui/product-card.tsx";

/**
 * The product page's documents: the product with its offers and the terms their cashback is
 * counted with (the asker's level: docs/loyalty.md#cashback; the page fails without it), what
 * goes around it (other colours, similar goods, the size grid, the first reviews). Server only:
 * the loader asks them.
 */
export const ProductPageQuery = graphql(
  `
    query ProductPage($slug: String!) {
      product(dto: { slug: $slug }) {
        id
        name
        slug
        description
        meetPrice
        skus
        brands {
          name
        }
        model {
          name
        }
        badges {
          id
          title
          hexColor
          hexBgColor
          hexBorderColor
        }
        directory {
          name
          slug
        }
        images {
          url
          alt
        }
        deliveryWindow {
          ...DeliveryWindowFields
        }
        items {
          id
          isSold
          isReserved
          deliverySpeed
          deliveryOrigin
          deliveryWindow {
            ...DeliveryWindowFields
          }
          size {
            name
            position
          }
          priceDetails {
            price
            oldPrice
            cashback
            sale
            bonusCalcState
          }
        }
        properties {
          additionalInfo
          factoryDate
          fasteningType
          functionality
          heelType
          material
          modelName
          packaging
          paddingMaterial
          seasons
          sex
          shagHeight
          sole
          toeStyle
        }
        seoTags {
          title
          description
        }
      }
      cashbackTerms {
        level {
          name
          chargePercentage
        }
        personal
        topPercentage
      }
    }
  `,
  [DeliveryWindowFragment],
);

export const REVIEWS_SHOWN = 10;
export const SIMILAR_SHOWN = 8;

export const ProductRelatedQuery = graphql(
  `
    query ProductRelated($id: ID!, $similar: Int!, $reviews: Int!) {
      sameModelProducts(dto: { productId: $id }) {
        id
        name
        slug
        images {
          url
          alt
        }
        colorPalletes {
          name
        }
      }
      similarProducts(dto: { productId: $id, limit: $similar }) {
        id
        ...ProductCard
      }
      sizeGrid(dto: { productId: $id }) {
        name
        sex
        footwear
        rows {
          name
          eu
          uk
          us
          cm
          height
        }
      }
      reviewList(dto: { productId: $id, pagination: { page: 1, limit: $reviews } }) {
        averageRating
        totalReviews
        ratingCounts {
          rating
          count
        }
        items {
          id
          rating
          advantages
          disadvantages
          text
          createdAt
          user {
            name
          }
          photos {
            id
            url
          }
        }
      }
    }
  `,
  [ProductCardFragment],
);
