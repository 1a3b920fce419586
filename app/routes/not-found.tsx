import { data } from "react-router";
import type { Route } from "./+types/not-found";

function notFound(request: Request): never {
  const { pathname, search } = new URL(request.url);
  throw data(`Page not found: ${pathname}${search}`, { status: 404 });
}

export const loader = ({ request }: Route.LoaderArgs) => notFound(request);
export const action = ({ request }: Route.ActionArgs) => notFound(request);

// Never rendered: the loader always throws, and the root error boundary shows the 404 screen.
export default function NotFound() {
  return null;
}
