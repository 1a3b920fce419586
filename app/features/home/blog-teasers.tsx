import { BlogCard } from "~/features/content/blog-card.tsx";
import { SectionHeading } from "./section-heading.tsx";

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
    <section aria-labelledby="blog-heading" className="below-fold mt-12 md:mt-16">
      <SectionHeading id="blog-heading" title="Блог" more={{ to: "/blog", label: "Все статьи" }} />
      <ul className="-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0">
        {posts.map((post) => (
          <li key={post.id} className="w-[75vw] shrink-0 snap-start md:w-auto">
            <BlogCard post={post} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
