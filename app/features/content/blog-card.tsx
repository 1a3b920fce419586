import { Link } from "react-router";
import { Image } from "~/ui/image.tsx";
import { formatDate } from "~/lib/dates.ts";

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
          <Image
            src={post.posterUrl}
            alt=""
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            fit="cover"
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
