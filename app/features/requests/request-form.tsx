import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { EmailField, ErrorList, Field, PhoneField } from "~/ui/form/field.tsx";
import { Honeypot } from "~/ui/form/honeypot.tsx";
import { RECEIPT_ANCHOR } from "./schemas.ts";

/**
 * What the three request forms share (docs/requests.md#the-forms): a plain post to the page's own
 * action, so they work without JavaScript; the bot-check fields; the form's own errors; the
 * button; and the receipt shown once the request is recorded.
 */
export function RequestFormFrame<Fields extends Record<string, unknown>>({
  form,
  title,
  lead,
  pageLoadTime,
  children,
}: {
  form: FormMetadata<Fields, string[]>;
  title: string;
  lead?: ReactNode;
  /** When the form was first loaded (epoch ms): the API's bot check reads it. */
  pageLoadTime: number;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("pageLoadTime");
  const { pathname, search } = useLocation();
  const headingId = `${form.id}-heading`;
  const sectionId = `${form.id}-section`;
  return (
    <section
      id={sectionId}
      aria-labelledby={headingId}
      className="mt-10 scroll-mt-24 rounded-3xl border border-neutral-200 p-5 sm:p-8 dark:border-neutral-700"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-neutral-600 dark:text-neutral-300">{lead}</p> : null}
      <Form
        method="post"
        // Refused without JavaScript, the page comes back scrolled to the form and its errors.
        action={`${pathname}${search}#${sectionId}`}
        {...getFormProps(form)}
        noValidate
        aria-labelledby={headingId}
        className="relative mt-6"
      >
        <Honeypot />
        <input type="hidden" name="pageLoadTime" value={pageLoadTime} />
        {children}
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={sending} className="mt-2 w-full sm:w-auto">
          {sending ? "Отправляем…" : "Отправить заявку"}
        </Button>
        <p className="mt-3 text-sm text-neutral-500 dark:text-neutral-400">
          Отправляя заявку, вы соглашаетесь на обработку персональных данных по{" "}
          <a href="/info/offer/personal-data" className="underline underline-offset-2">
            политике магазина
          </a>
          .
        </p>
      </Form>
    </section>
  );
}

/** A group of fields under its own small heading. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-3 font-semibold">{legend}</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The request recorded: its number, what happens next and a way to send another. */
export function RequestReceipt({
  id,
  title,
  children,
  again,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** The page's own address, to send one more. */
  again: string;
}) {
  return (
    <section
      id={RECEIPT_ANCHOR}
      aria-labelledby="request-receipt-heading"
      data-testid="request-receipt"
      className="mt-10 scroll-mt-24 rounded-3xl border border-green-600/40 bg-green-50 p-5 sm:p-8 dark:border-green-400/40 dark:bg-green-950"
    >
      <div role="status">
        <h2 id="request-receipt-heading" className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-2 text-lg">
          Номер заявки: <strong data-testid="request-number">№{id}</strong>
        </p>
      </div>
      <div className="mt-3 text-neutral-700 dark:text-neutral-200">{children}</div>
      <ButtonLink to={again} variant="secondary" className="mt-6">
        Отправить ещё одну заявку
      </ButtonLink>
    </section>
  );
}

/** The contacts every shopper's request asks for: a name, a phone and, if they like, an e-mail. */
export function ContactFields({
  fields,
}: {
  fields: {
    name: Parameters<typeof Field>[0]["meta"];
    phone: Parameters<typeof Field>[0]["meta"];
    email: Parameters<typeof Field>[0]["meta"];
  };
}) {
  return (
    <FieldGroup legend="Как с вами связаться">
      <Field meta={fields.name} label="Имя" autoComplete="given-name" />
      <PhoneField meta={fields.phone} />
      <EmailField meta={fields.email} />
    </FieldGroup>
  );
}
