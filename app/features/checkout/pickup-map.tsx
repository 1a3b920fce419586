import { useEffect, useRef, useState } from "react";

/**
 * The pickup points on a Yandex map (docs/checkout.md#maps): JS API v3, language ru_RU, loaded
 * only when the shop has a key and only in the browser. The list beside it is the real control:
 * a marker's click chooses the point there, and a map that fails to load (no key, no network, a
 * refused key) leaves the list working, with a line that says so.
 */

export type MapStatus = "pending" | "loading" | "loaded" | "error";

export interface MapPoint {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

const SCRIPT_ID = "yandex-maps-v3";

/** The script's one load per page: every map waits for the same promise. */
let loading: Promise<void> | null = null;

function loadYandexMaps(apiKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = `https://api-maps.yandex.ru/v3/?${new URLSearchParams({ apikey: apiKey, lang: "ru_RU" })}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("The Yandex Maps script did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** What the page uses of ymaps3 (the API has no types package of its own on npm). */
interface YMaps3 {
  ready: Promise<void>;
  YMap: new (
    element: HTMLElement,
    props: { location: { center: [number, number]; zoom: number } },
  ) => {
    addChild(child: unknown): unknown;
    destroy(): void;
  };
  YMapDefaultSchemeLayer: new (props: Record<string, never>) => unknown;
  YMapDefaultFeaturesLayer: new (props: Record<string, never>) => unknown;
  YMapMarker: new (props: { coordinates: [number, number] }, element: HTMLElement) => unknown;
}

declare global {
  interface Window {
    ymaps3?: YMaps3;
  }
}

export function PickupMap({
  apiKey,
  points,
  selected,
  onSelect,
}: {
  apiKey: string | undefined;
  points: readonly MapPoint[];
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>("pending");
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    const element = container.current;
    if (!apiKey || !element || points.length === 0) return;
    let map: InstanceType<YMaps3["YMap"]> | null = null;
    let cancelled = false;
    setStatus("loading");
    loadYandexMaps(apiKey)
      .then(async () => {
        const ymaps3 = window.ymaps3;
        if (!ymaps3) throw new Error("ymaps3 is missing after its script loaded");
        await ymaps3.ready;
        if (cancelled) return;
        const first = points[0] as MapPoint;
        map = new ymaps3.YMap(element, {
          location: { center: [first.longitude, first.latitude], zoom: 11 },
        });
        map.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
        map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
        for (const point of points) {
          const marker = document.createElement("button");
          marker.type = "button";
          marker.title = point.name;
          marker.dataset.code = point.code;
          marker.className =
            "size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-neutral-900 shadow data-[selected=true]:bg-brand";
          marker.addEventListener("click", () => select.current(point.code));
          map.addChild(
            new ymaps3.YMapMarker({ coordinates: [point.longitude, point.latitude] }, marker),
          );
        }
        setStatus("loaded");
      })
      .catch((error: unknown) => {
        console.warn("[checkout] the map did not load:", error);
        if (!cancelled) setStatus("error");
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [apiKey, points]);

  useEffect(() => {
    for (const marker of container.current?.querySelectorAll<HTMLElement>("[data-code]") ?? []) {
      marker.dataset.selected = String(marker.dataset.code === selected);
    }
  }, [selected, status]);

  if (!apiKey) return null;
  return (
    <div className="mb-4" data-map-status={status}>
      <div
        ref={container}
        className="h-72 w-full overflow-hidden rounded-2xl bg-neutral-100 data-[hidden=true]:hidden dark:bg-neutral-900"
        data-hidden={status === "error"}
        aria-hidden="true"
      />
      {status === "loading" ? (
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">Загружаем карту…</p>
      ) : null}
      {status === "error" ? (
        <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
          Карта не загрузилась — выберите пункт выдачи из списка.
        </p>
      ) : null}
    </div>
  );
}
