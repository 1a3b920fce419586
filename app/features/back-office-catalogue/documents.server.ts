/**
 * The back office's catalogue operations (docs/back-office.md#каталог-и-цены), run with the staff
 * session's client (app/features/back-office/session.server.ts staffOperation).
 */
import { graphql } from "~/graphql.ts";

export const CatalogueProductsQuery = graphql(`
  query AdminCatalogueProducts($dto: CatalogueProductsDto!) {
    catalogueProducts(dto: $dto) {
      id
      name
      slug
      brand
      visible
      items
      onSale
    }
  }
`);

export const CatalogueProductQuery = graphql(`
  query AdminCatalogueProduct($dto: CatalogueProductDto!) {
    catalogueProduct(dto: $dto) {
      id
      name
      slug
      brand
      visible
      sizes {
        id
        size
        supplier
        price
        oldPrice
        sale
        stock
        state
      }
    }
  }
`);

export const UpdateCatalogueItemMutation = graphql(`
  mutation AdminUpdateCatalogueItem($dto: UpdateCatalogueItemDto!) {
    updateCatalogueItem(dto: $dto) {
      id
      price
      oldPrice
      stock
    }
  }
`);

export const SetProductVisibilityMutation = graphql(`
  mutation AdminSetProductVisibility($dto: SetProductVisibilityDto!) {
    setProductVisibility(dto: $dto) {
      id
      visible
    }
  }
`);

export const CatalogueImportsQuery = graphql(`
  query AdminCatalogueImports {
    catalogueImports {
      id
      fileName
      state
      rowsTotal
      itemsChanged
      refusedCount
      createdAt
    }
  }
`);

export const CatalogueImportQuery = graphql(`
  query AdminCatalogueImport($dto: CatalogueImportDto!) {
    catalogueImport(dto: $dto) {
      id
      fileName
      state
      rowsTotal
      rowsDone
      summary
      itemsChanged
      productsChanged
      unchanged
      refusedCount
      refused {
        line
        reason
      }
      createdAt
      finishedAt
    }
  }
`);
