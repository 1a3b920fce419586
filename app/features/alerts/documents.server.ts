/** The alerts' GraphQL documents (docs/alerts.md#the-api). */
import { graphql } from "~/graphql.ts";

export const SubscribeStockAlertMutation = graphql(`
  mutation SubscribeStockAlert($dto: SubscribeStockAlertDto!) {
    subscribeStockAlert(dto: $dto) {
      id
      kind
      channel
      recipient
    }
  }
`);

export const SendAlertCodeMutation = graphql(`
  mutation SendAlertCode($dto: SendAlertCodeDto!) {
    sendAlertCode(dto: $dto) {
      status
      cooldownUntil
    }
  }
`);

export const MyStockAlertsQuery = graphql(`
  query MyStockAlerts {
    myStockAlerts {
      id
      kind
      productName
      productSlug
      sizeName
      channel
      recipient
      priceAtSubscription
      lastNotifiedAt
      createdAt
    }
  }
`);

export const CancelStockAlertMutation = graphql(`
  mutation CancelStockAlert($dto: CancelStockAlertDto!) {
    cancelStockAlert(dto: $dto)
  }
`);

export const StockAlertByTokenQuery = graphql(`
  query StockAlertByToken($dto: StockAlertTokenDto!) {
    stockAlertByToken(dto: $dto) {
      active
      alert {
        kind
        productName
        productSlug
        sizeName
      }
    }
  }
`);

export const UnsubscribeStockAlertMutation = graphql(`
  mutation UnsubscribeStockAlert($dto: StockAlertTokenDto!) {
    unsubscribeStockAlert(dto: $dto) {
      active
    }
  }
`);
