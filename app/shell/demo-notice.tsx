/**
 * The demo's notice above every screen (docs/decisions/030-demo-and-production.md): the shop
 * says that its codes and letters go to the outbox and that its payment takes no money.
 */
export function DemoNotice() {
  return (
    <p
      className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      data-testid="demo-notice"
    >
      Демо-режим: коды входа и письма — в{" "}
      <a href="/dev/outbox" className="font-medium underline underline-offset-2">
        /dev/outbox
      </a>
      , оплата тестовая
    </p>
  );
}
