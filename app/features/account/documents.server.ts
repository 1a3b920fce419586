/** The account's GraphQL documents: the profile page's data and the mutations of its forms. */
import { graphql } from "~/graphql.ts";
import { SavedAddressFragment } from "./address-fragment.server.ts";
import { LoyaltyLevelFragment } from "./loyalty-level-fragment.ts";

export const AccountQuery = graphql(
  `
    query Account($addresses: PaginationDto) {
      addressList(dto: $addresses) {
        items {
          ...SavedAddress
        }
      }
      userOrderStatistics {
        bonuses
        moneySpent
        moneyAwaited
        loyaltyLevel {
          ...LoyaltyLevelFields
        }
        nextLoyaltyLevel {
          ...LoyaltyLevelFields
        }
      }
    }
  `,
  [SavedAddressFragment, LoyaltyLevelFragment],
);

export const EditUserMutation = graphql(`
  mutation EditUser($dto: EditUserDto!) {
    editUser(dto: $dto) {
      id
    }
  }
`);

export const CreateAddressMutation = graphql(`
  mutation CreateAddress($dto: CreateAddressDto!) {
    createAddress(dto: $dto) {
      id
    }
  }
`);

export const SendEmailCodeMutation = graphql(`
  mutation SendEmailCode($email: String!) {
    sendEmailCode(dto: { email: $email }) {
      status
      cooldownUntil
    }
  }
`);

export const SendSmsCodeMutation = graphql(`
  mutation SendSmsCode($phone: String!) {
    sendSmsCode(dto: { phone: $phone }) {
      status
      cooldownUntil
    }
  }
`);

export const AddEmailMutation = graphql(`
  mutation AddEmail($email: String!, $code: String!) {
    addEmail(dto: { email: $email, code: $code }) {
      id
      email
    }
  }
`);

export const AddPhoneMutation = graphql(`
  mutation AddPhone($phone: String!, $code: String!) {
    addPhone(dto: { phone: $phone, code: $code }) {
      id
      phone
    }
  }
`);
