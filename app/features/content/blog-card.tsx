import { Link } from "react-router";
import { ipxSrcSet, ipxUrl } from "~/images/image-url.ts";
import { formatDate } from "~/lib/dates.ts";

/** A poster cut to `width` × `height` through /_ipx (1x and 2x), its box reserved. */
export function PosterImage({
  url,
  width,
  height,
  className,
  lazy = true,
}: {
  url: string;
  width: number;
  height: number;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={ipxUrl(url, { width, height, fit: "cover" })}
      srcSet={ipxSrcSet(url, width, { height, fit: "cover" })}
      alt=""
      width={width}
      height={height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={className}
    />
  );
}

export interface BlogCardPost {
  title: string;
  slug: string;
  posterUrl: string | null;
  publishedAt: string;
  description?: string | null;
}

const POSTER_WIDTH = 480;
const POSTER_HEIGHT = 300;

/**
 * An article in a list: poster, date, title (the whole card is the title's link) and, when
 * given, the description. `heading` is the title's level where the list sits.
 */
export function BlogCard({ post, heading: Heading }: { post: BlogCardPost; heading: "h2" | "h3" }) {
  return (
    <article className="group relative flex h-full flex-col">
      <div className="aspect-[8/5] overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-900">
        {post.posterUrl ? (
          <PosterImage
            url={post.posterUrl}
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
      </div>
      <time
        dateTime={post.publishedAt}
        className="mt-3 text-sm text-neutral-600 dark:text-neutral-400"
      >
        {formatDate(post.publishedAt)}
      </time>
      <Heading
        className={`mt-1 font-semibold ${Heading === "h2" ? "text-xl" : "text-lg leading-snug"}`}
      >
        <Link
          to={`/blog/${post.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4"
        >
          {post.title}
        </Link>
      </Heading>
      {post.description ? (
        <p className="mt-2 text-neutral-600 dark:text-neutral-300">{post.description}</p>
      ) : null}
    </article>
  );
}
