import { Link } from "react-router";
import { Page } from "~/ui/page.tsx";
import { COMPANY } from "~/content/company.ts";
import { FAQ } from "~/content/faq.tsx";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { Notice } from "~/ui/notice.tsx";
import type { Route } from "./+types/info.faq";

const page = PAGES.faq;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export default function Faq() {
  return (
    <Page title={page.title} lead="Собрали ответы на вопросы, которые нам задают чаще всего.">
      <div className="space-y-10">
        {FAQ.map((section, index) => (
          <section key={section.title} aria-labelledby={`faq-section-${index}`}>
            <h2 id={`faq-section-${index}`} className="text-2xl font-semibold">
              {section.title}
            </h2>
            <div className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700">
              {section.entries.map((entry) => (
                <details key={entry.id} id={entry.id} className="group">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
                    <span>{entry.question}</span>
                    <span
                      aria-hidden="true"
                      className="text-2xl leading-none text-neutral-400 transition group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <div className="space-y-3 pb-5 leading-relaxed text-neutral-700 dark:text-neutral-300 [&_a]:underline [&_a]:underline-offset-2">
                    {entry.answer}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="mt-10">
        <Notice>
          Не нашли ответ? Позвоните{" "}
          <a
            href={COMPANY.phone.href}
            className="font-semibold whitespace-nowrap underline underline-offset-2"
          >
            {COMPANY.phone.display}
          </a>{" "}
          ({COMPANY.hours}) или напишите на{" "}
          <a href={`mailto:${COMPANY.email}`} className="underline underline-offset-2">
            {COMPANY.email}
          </a>
          . Все способы связи — на странице{" "}
          <Link to={PAGES.contacts.path} className="underline underline-offset-2">
            «{PAGES.contacts.title}»
          </Link>
          .
        </Notice>
      </div>
    </Page>
  );
}
