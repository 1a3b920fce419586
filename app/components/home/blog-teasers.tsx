import { Link } from "react-router";
import { ipxSrcSet, ipxUrl } from "~/lib/image-url.ts";
import { formatDate } from "~/routes/_shared/dates.ts";
import { SectionHeading } from "./section-heading.tsx";

const POSTER_WIDTH = 480;
const POSTER_HEIGHT = 300;

export interface BlogTeaser {
  id: string;
  title: string;
  slug: string;
  posterUrl: string | null;
  publishedAt: string;
}

/** The latest articles: poster, date and title, each leading to the article. */
export function BlogTeasers({ posts }: { posts: readonly BlogTeaser[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="blog-heading" className="mt-12 md:mt-16">
      <SectionHeading id="blog-heading" title="Блог" more={{ to: "/blog", label: "Все статьи" }} />
      <ul className="-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0">
        {posts.map((post) => (
          <li key={post.id} className="w-[75vw] shrink-0 snap-start md:w-auto">
            <article className="group relative flex h-full flex-col">
              <div className="aspect-[8/5] overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-900">
                {post.posterUrl ? (
                  <img
                    src={ipxUrl(post.posterUrl, {
                      width: POSTER_WIDTH,
                      height: POSTER_HEIGHT,
                      fit: "cover",
                    })}
                    srcSet={ipxSrcSet(post.posterUrl, POSTER_WIDTH, {
                      height: POSTER_HEIGHT,
                      fit: "cover",
                    })}
                    alt=""
                    width={POSTER_WIDTH}
                    height={POSTER_HEIGHT}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                ) : null}
              </div>
              <time
                dateTime={post.publishedAt}
                className="mt-3 text-sm text-neutral-500 dark:text-neutral-400"
              >
                {formatDate(post.publishedAt)}
              </time>
              <h3 className="mt-1 text-lg leading-snug font-semibold">
                <Link
                  to={`/blog/${post.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4"
                >
                  {post.title}
                </Link>
              </h3>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
