import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { getPublicEnv } from "~/lib/env.server.ts";
import { shopClientMiddleware } from "~/lib/shop-api.server.ts";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [shopClientMiddleware];

export function loader() {
  return { publicEnv: getPublicEnv() };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-neutral-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The not-found route throws 404 with 'Page not found: {path}' (spec §8).
  const notFound = isRouteErrorResponse(error) && error.status === 404 ? String(error.data) : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <title>{notFound ? "Страница не найдена — Meet Market" : "Нет сигнала — Meet Market"}</title>
      <meta name="robots" content="noindex" />
      <p className="text-8xl font-black tracking-tight">{notFound ? "404" : "NO SIGNAL"}</p>
      {notFound ? (
        <>
          <p className="text-lg">
            Страница не найдена. Давайте вернёмся в каталог и попробуем снова.
          </p>
          <p className="text-sm text-neutral-400">{notFound}</p>
          <Link to="/catalog" className="rounded-full bg-brand px-8 py-3 font-semibold text-white">
            Каталог
          </Link>
        </>
      ) : (
        <>
          <p className="text-lg">Нет сигнала. Давайте обновим страницу и попробуем снова.</p>
          {/* A plain link reloads the page with or without JavaScript. */}
          <a href="" className="rounded-full bg-brand px-8 py-3 font-semibold text-white">
            Обновить страницу
          </a>
        </>
      )}
    </main>
  );
}
