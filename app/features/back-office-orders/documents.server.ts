/**
 * The back office's order operations (docs/back-office.md#заказы): the staff's list and an
 * order's page, each asked with the shop's words for statuses (orderVocabulary), and the changes.
 */
import { graphql } from "~/graphql.ts";
import { OrderAmountsFragment } from "~/features/orders/order-documents.server.ts";
import { OrderVocabularyFragment } from "~/features/orders/vocabulary-documents.server.ts";

export const StaffOrdersQuery = graphql(
  `
    query StaffOrders($dto: StaffOrdersDto) {
      staffOrders(dto: $dto) {
        items {
          id
          uuid
          status
          paid
          createdAt
          name
          surname
          phone
          deliveryType
          itemCount
          amounts {
            ...OrderAmountsFields
          }
        }
        pagination {
          page
          totalPages
          totalItems
        }
      }
      orderVocabulary {
        ...OrderVocabularyFields
      }
    }
  `,
  [OrderAmountsFragment, OrderVocabularyFragment],
);

const StaffOrderFragment = graphql(
  `
    fragment StaffOrderFields on StaffOrder @_unmask {
      id
      uuid
      status
      paid
      createdAt
      name
      surname
      lastname
      phone
      email
      comment
      commentForShopper
      commentForShopperAt
      deliveryType
      deliveryAddress
      amounts {
        ...OrderAmountsFields
      }
      nextStatuses
      items {
        id
        status
        soldPrice
        trackCode
        productName
        productSlug
        sizeName
        nextStatuses
        statusHistory {
          status
          previousStatus
          createdAt
        }
      }
      payments {
        id
        provider
        externalId
        status
        amount
        createdAt
      }
    }
  `,
  [OrderAmountsFragment],
);

export const StaffOrderQuery = graphql(
  `
    query StaffOrder($id: ID!) {
      staffOrder(dto: { id: $id }) {
        ...StaffOrderFields
      }
      orderVocabulary {
        ...OrderVocabularyFields
      }
    }
  `,
  [StaffOrderFragment, OrderVocabularyFragment],
);

export const StaffChangeOrderStatusMutation = graphql(`
  mutation StaffChangeOrderStatus($dto: StaffOrderStatusDto!) {
    staffChangeOrderStatus(dto: $dto) {
      id
      status
    }
  }
`);

export const StaffSetOrderCommentMutation = graphql(`
  mutation StaffSetOrderComment($dto: StaffOrderCommentDto!) {
    staffSetOrderComment(dto: $dto) {
      id
      commentForShopper
    }
  }
`);

export const StaffBulkOrderStatusMutation = graphql(`
  mutation StaffBulkOrderStatus($dto: StaffBulkStatusDto!) {
    staffBulkOrderStatus(dto: $dto) {
      status
      moved
      refused
      outcomes {
        orderId
        ok
        message
      }
    }
  }
`);
