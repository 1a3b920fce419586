import { data, Form } from "react-router";
import { Page } from "~/ui/page.tsx";
import { isLoopbackClient } from "~/platform/client-headers.server.ts";
import { getEnv } from "~/platform/env.server.ts";
import { readOutbox } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/dev.outbox";

/**
 * The demo's outbox: the SMS and e-mails the offline providers "sent" to a phone or e-mail, so a
 * sign-in code can be read without a gateway (docs/decisions/030-demo-and-production.md). Only in
 * the demo (SHOP_MODE), whatever NODE_ENV is, and only to the machine itself; 404 to anyone
 * else, in production and with a remote API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv();
  if (env.SHOP_MODE !== "demo" || env.SHOP_API_URL || !isLoopbackClient(context)) {
    throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
  }
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const messages = to ? await readOutbox(to) : [];
  return {
    to,
    messages: messages.map((message) => ({
      ...message,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Исходящие сообщения (демо)" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <Page
      title="Исходящие сообщения"
      lead="Демо-режим: SMS и письма, которые магазин отправил бы, — здесь. Коды входа видны только на этом компьютере."
    >
      <Form method="get" className="mt-6 flex gap-2">
        <label className="sr-only" htmlFor="outbox-to">
          Телефон или e-mail
        </label>
        <input
          id="outbox-to"
          name="to"
          defaultValue={to}
          placeholder="+79991234567 или e-mail"
          className="min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 py-2 dark:border-neutral-700 dark:bg-neutral-900"
        />
        <button
          type="submit"
          className="rounded-lg bg-neutral-900 px-4 py-2 text-white dark:bg-white dark:text-neutral-900"
        >
          Показать
        </button>
      </Form>
      {to && messages.length === 0 ? <p className="mt-6">Сообщений нет.</p> : null}
      <ol className="mt-6 space-y-4">
        {messages.map((message) => (
          <li
            key={message.id}
            className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
            data-testid="outbox-message"
          >
            <p className="text-sm text-neutral-500 dark:text-neutral-400">
              {message.channel} · {message.recipient} · <time>{message.createdAt}</time>
            </p>
            {message.subject ? <p className="mt-1 font-medium">{message.subject}</p> : null}
            <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
          </li>
        ))}
      </ol>
    </Page>
  );
}
