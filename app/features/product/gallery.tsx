import { __iconNode as chevronLeftIcon } from "lucide-react/dist/esm/icons/chevron-left";
import { __iconNode as chevronRightIcon } from "lucide-react/dist/esm/icons/chevron-right";
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { IMAGE_SCREEN_WIDTHS } from "~/images/image-url.ts";
import { Image } from "~/ui/image.tsx";
import { Icon } from "~/ui/icon.tsx";

const MAIN_WIDTH = 640;
const THUMB_WIDTH = 80;
/** How far a finger must travel sideways, in CSS pixels, to turn the page. */
const SWIPE_DISTANCE = 40;

interface GalleryImage {
  url: string;
  alt: string | null;
}

/** The 1-based ?image= of the address, kept within the gallery; 1 when absent or wrong. */
export function imageIndexFromParam(raw: string | null, count: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}

/**
 * Every picture of the product. Thumbnails and the arrows are links to `?image=N`, so without
 * JavaScript each picture is one page load away; with it they switch in place, the arrow keys
 * turn the pictures when the gallery has focus and a swipe does on touch screens.
 */
export function Gallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const [searchParams] = useSearchParams();
  const [index, setIndex] = useState(() =>
    imageIndexFromParam(searchParams.get("image"), images.length),
  );
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[index];

  if (!current) {
    return <div className="aspect-square rounded-3xl bg-neutral-100 dark:bg-neutral-900" />;
  }

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target === 0) params.delete("image");
    else params.set("image", String(target + 1));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const wrap = (target: number) => (target + count) % count;
  const show = (target: number) => (event: MouseEvent) => {
    event.preventDefault();
    setIndex(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target =
      event.key === "ArrowRight"
        ? wrap(index + 1)
        : event.key === "ArrowLeft"
          ? wrap(index - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? count - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    setIndex(target);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse") return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    setIndex(wrap(dx < 0 ? index + 1 : index - 1));
  };

  return (
    <section
      aria-roledescription="галерея"
      aria-label={`Фотографии: ${name}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="min-w-0 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4"
    >
      <div
        className="relative aspect-square touch-pan-y overflow-hidden rounded-3xl bg-neutral-100 select-none dark:bg-neutral-900"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <Image
          key={current.url}
          src={current.url}
          alt={current.alt ?? name}
          width={MAIN_WIDTH}
          sizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"
          maxWidth={IMAGE_SCREEN_WIDTHS.xl}
          loading={false}
          decoding={false}
          highPriority={index === 0}
          draggable={false}
          data-testid="gallery-main"
          className="h-full w-full object-cover"
        />
        {count > 1 ? (
          <>
            <Link
              to={hrefFor(wrap(index - 1))}
              onClick={show(wrap(index - 1))}
              preventScrollReset
              replace
              aria-label="Предыдущее фото"
              className="gallery-arrow left-3"
            >
              <Icon node={chevronLeftIcon} className="size-5" />
            </Link>
            <Link
              to={hrefFor(wrap(index + 1))}
              onClick={show(wrap(index + 1))}
              preventScrollReset
              replace
              aria-label="Следующее фото"
              className="gallery-arrow right-3"
            >
              <Icon node={chevronRightIcon} className="size-5" />
            </Link>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, n) => (
            <li key={image.url} className="shrink-0">
              <Link
                to={hrefFor(n)}
                onClick={show(n)}
                preventScrollReset
                replace
                aria-label={`Фото ${n + 1} из ${count}`}
                aria-current={n === index ? "true" : undefined}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 md:size-20 dark:bg-neutral-900 ${
                  n === index
                    ? "border-neutral-900 dark:border-white"
                    : "border-transparent hover:border-neutral-300 dark:hover:border-neutral-600"
                }`}
              >
                <Image
                  src={image.url}
                  alt=""
                  width={THUMB_WIDTH}
                  className="h-full w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
