import { Page } from "~/ui/page.tsx";
import { COMPANY, LEGAL_EDITION } from "~/content/company.ts";
import { PAGES, type PageKey } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { LinkCards } from "~/ui/link-cards.tsx";
import { Notice } from "~/ui/notice.tsx";
import type { Route } from "./+types/info.offer";

const page = PAGES.offer;

/** The three documents of /info/offer, in the order a buyer reads them. */
const OFFER_DOCUMENTS = [
  "publicOffer",
  "retailSale",
  "personalData",
] as const satisfies readonly PageKey[];

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

/** What each document is for, in a buyer's words. */
const SUMMARIES: Record<(typeof OFFER_DOCUMENTS)[number], string> = {
  publicOffer:
    "Договор купли-продажи, который вы заключаете, оплачивая заказ: оформление, оплата, доставка, возврат и обмен.",
  retailSale:
    "Как мы продаём на практике: наличие у поставщиков, цены и скидки, получение заказа, товар под заказ.",
  personalData:
    "Какие данные мы обрабатываем, зачем, на каком основании и сколько храним; cookie и ваши права по 152-ФЗ.",
};

export default function Offer() {
  return (
    <Page
      title={page.title}
      lead={`Документы, на условиях которых ${COMPANY.shortName} продаёт товары в ${COMPANY.brand}. Редакция от ${LEGAL_EDITION}.`}
    >
      <LinkCards
        cards={OFFER_DOCUMENTS.map((key) => ({
          to: PAGES[key].path,
          title: PAGES[key].title,
          text: SUMMARIES[key],
        }))}
      />
      <div className="mt-8">
        <Notice>
          Оформляя и оплачивая заказ, вы принимаете условия публичной оферты. Вопросы о документах
          можно задать по адресу{" "}
          <a href={`mailto:${COMPANY.email}`} className="underline underline-offset-2">
            {COMPANY.email}
          </a>
          .
        </Notice>
      </div>
    </Page>
  );
}
