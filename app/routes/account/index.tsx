import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { orSignIn, readPendingContact, requireShopper } from "~/features/account/account.server.ts";
import {
  AccountLayout,
  AccountSection,
  SignOutButton,
} from "~/features/account/account-layout.tsx";
import { readContactStep } from "~/features/account/contact-step.ts";
import { ContactList } from "~/features/account/contact-forms.tsx";
import { AccountQuery, EditUserMutation } from "~/features/account/documents.server.ts";
import { attempt, readFormReply, replyWithErrors } from "~/features/account/form-reply.server.ts";
import { LoyaltyCard } from "~/features/account/loyalty-card.tsx";
import { AddressBook, ProfileForm } from "~/features/account/profile-forms.tsx";
import { ProfileSchema } from "~/features/account/schemas.ts";
import { ShopperCard } from "~/features/account/shopper-card.tsx";
import { fitBrands, readShopperFit } from "~/features/fit/fit.server.ts";
import { belowTheFold } from "~/ui/below-the-fold.tsx";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { shopMutation, shopQuery } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { PAGES } from "~/shell/pages.ts";
import type { Route } from "./+types/index";

/**
 * /account, the profile: loyalty level, personal data, contacts and delivery addresses. Each
 * form posts to its own route (this one's is the personal data), which comes back here.
 */

const page = PAGES.account;

/**
 * The form «Мой размер» (docs/fit.md#the-form): the product page's lower part renders it, so that
 * its code is in that part's chunk alone, which the product page's first scripts do not pay for.
 */
const FitPart = belowTheFold(() =>
  import("~/features/product/lower-page.tsx").then((module) => module.LowerPage),
);

/** Enough for any household: the API keeps at most 50 addresses per shopper. */
const ADDRESS_LIMIT = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = await requireShopper(request, context);
  const [account, pending, refused, fit, brands] = await Promise.all([
    orSignIn(request, shopQuery(context, AccountQuery, { addresses: { limit: ADDRESS_LIMIT } })),
    readPendingContact(request),
    readFormReply(request),
    readShopperFit(request, context),
    fitBrands(context),
  ]);
  return data(
    {
      shopper,
      addresses: account.addressList.items,
      statistics: account.userOrderStatistics,
      contactStep: readContactStep(request, pending),
      reply: refused.reply,
      fit,
      brands,
    },
    { headers: refused.headers },
  );
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

const BACK = `${page.path}#profile`;

/** POST /account: «Личные данные». Every field is sent: an emptied one is cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireShopper(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ProfileSchema });
  if (submission.status !== "success") {
    return replyWithErrors(BACK, "profile", submission.reply());
  }
  const { name, surname, lastname, sex } = submission.value;
  const saved = await attempt(
    request,
    // The API takes "" as "none".
    shopMutation(context, EditUserMutation, {
      dto: { name: name ?? "", surname: surname ?? "", lastname: lastname ?? "", sex: sex ?? null },
    }),
    {
      to: BACK,
      form: "profile",
      submission,
      fields: { name: "name", surname: "surname", lastname: "lastname", sex: "sex" },
    },
  );
  if (!saved.ok) return saved.response;
  return redirectWithToast(page.path, { type: "success", title: "Данные сохранены" });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { shopper, addresses, statistics, contactStep, reply, fit, brands } = loaderData;
  return (
    <AccountLayout title={page.title}>
      <div className="flex flex-col gap-6">
        <ShopperCard shopper={shopper} />

        <AccountSection id="loyalty" title="Программа лояльности">
          <LoyaltyCard
            level={statistics.loyaltyLevel ?? null}
            next={statistics.nextLoyaltyLevel ?? null}
            moneySpent={statistics.moneySpent}
            moneyAwaited={statistics.moneyAwaited}
            bonuses={statistics.bonuses}
          />
        </AccountSection>

        <AccountSection id="profile" title="Личные данные">
          <ProfileForm
            profile={{
              name: shopper.name ?? null,
              surname: shopper.surname ?? null,
              lastname: shopper.lastname ?? null,
              sex: shopper.sex ?? null,
            }}
            reply={reply}
          />
        </AccountSection>

        <AccountSection id="contacts" title="Контакты">
          <ContactList shopper={shopper} step={contactStep} reply={reply} />
        </AccountSection>

        <AccountSection id="fit" title="Мой размер">
          {fit ? (
            <p className="mb-3 text-sm" data-testid="account-fit">
              {fit.summary}. Страницы обуви отмечают размер, который вам подходит.
            </p>
          ) : (
            <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-300">
              Скажите длину стопы или размер обуви, которую носите: страницы обуви отметят
              подходящий размер по таблице бренда.
            </p>
          )}
          <FitPart
            underSizes={{
              alert: null,
              fit: { fit, productFit: null, brands, redirectTo: `${page.path}#fit`, open: true },
            }}
          />
        </AccountSection>

        <AccountSection id="addresses" title="Адреса доставки">
          <AddressBook addresses={addresses} reply={reply} />
        </AccountSection>

        <div className="lg:hidden">
          <SignOutButton />
        </div>
      </div>
    </AccountLayout>
  );
}
