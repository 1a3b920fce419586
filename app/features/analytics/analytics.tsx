import { useEffect } from "react";
import { useLocation } from "react-router";
import { analyticsAddress } from "./page-address.ts";

declare global {
  interface Window {
    ym?: (id: number, action: string, ...args: unknown[]) => void;
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

/**
 * Yandex Metrika and Google Analytics 4, each only when its id is configured and the shopper
 * has consented; one page view per route change. The ids are validated at start-up (digits,
 * G-XXXX), so they are safe inside the inline snippets.
 */
export function Analytics({
  yandexMetrikaId,
  gaMeasurementId,
}: {
  yandexMetrikaId?: string;
  gaMeasurementId?: string;
}) {
  const location = useLocation();
  const page = location.pathname + location.search;

  useEffect(() => {
    // An order's link is the key to it: the services are told the page without it.
    const address = analyticsAddress(window.location.href);
    if (yandexMetrikaId) window.ym?.(Number(yandexMetrikaId), "hit", address);
    if (gaMeasurementId) {
      window.gtag?.("event", "page_view", {
        page_location: address,
        page_path: analyticsAddress(page),
        page_title: document.title,
      });
    }
  }, [page, yandexMetrikaId, gaMeasurementId]);

  return (
    <>
      {yandexMetrikaId ? (
        <script
          // The official loader; hits are sent on route changes above (defer: true).
          dangerouslySetInnerHTML={{
            __html: `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${Number(yandexMetrikaId)},"init",{defer:true,clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
          }}
        />
      ) : null}
      {gaMeasurementId ? (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${gaMeasurementId}`} />
          <script
            dangerouslySetInnerHTML={{
              __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(gaMeasurementId)},{send_page_view:false});`,
            }}
          />
        </>
      ) : null}
    </>
  );
}
