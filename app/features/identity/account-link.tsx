import { lazy, Suspense, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { removeLocal, storageKeys } from "~/shell/storage.ts";
import { Drawer } from "~/ui/drawer.tsx";
import { usePanelLink } from "~/ui/use-panel-link.ts";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";

/** The header's round icon link (app/app.css). */
const iconButton = "header-icon";

/**
 * The header's user icon (docs/storefront.md#header): signed in, a link to /account; a guest's,
 * with JavaScript, opens the sign-in panel over the page, and without it (or in a new tab) is the
 * /auth page.
 */
export function AccountLink({
  signedIn,
  serverTime,
}: {
  /** A valid, unexpired access token (docs/identity.md#session). */
  signedIn: boolean;
  /** The server's clock when the page was made, for the sign-in form's load time. */
  serverTime: number;
}) {
  if (!signedIn) return <SignInTrigger serverTime={serverTime} />;
  return (
    <Link to="/account" className={iconButton} aria-label="Личный кабинет">
      <SpriteIcon name="user" className="size-5" />
    </Link>
  );
}

/** The sign-in forms (with conform and zod) load when the panel first opens, not with every page. */
const SignInPanel = lazy(() =>
  import("./sign-in-panel.tsx").then((module) => ({
    default: module.SignInPanel,
  })),
);

function SignInTrigger({ serverTime }: { serverTime: number }) {
  const panel = usePanelLink();
  const navigate = useNavigate();
  useEffect(() => {
    // Signed out (or never signed in): no role is left behind (docs/identity.md#roles).
    removeLocal(storageKeys.role);
  }, []);
  return (
    <>
      <Link to="/auth" onClick={panel.onClick} className={iconButton} aria-label="Войти">
        <SpriteIcon name="user" className="size-5" />
      </Link>
      <Drawer open={panel.open} onClose={panel.close} title="Вход">
        {panel.open ? (
          <Suspense fallback={<p className="text-neutral-500 dark:text-neutral-400">Загрузка…</p>}>
            <SignInPanel
              pageLoadTime={serverTime}
              onSignedIn={(redirectTo) => {
                panel.close();
                void navigate(redirectTo);
              }}
            />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}
