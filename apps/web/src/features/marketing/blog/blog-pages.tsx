import { ArrowLeft, ArrowRight } from 'lucide-react';
import { NotFoundContent } from '../pages/not-found-content';
import { SiteLink } from '@/components/platform/marketing-platform';
import { FinalCta } from '../components/final-cta';
import { PageHero } from '../components/section';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';
import { PROSE_CLASS_NAME } from '../components/prose';
import { BLOG_POSTS, findBlogPost, formatPostDate, type BlogPost } from './blog-posts';

/** The head of a post: also used by the pre-render step and the sitemap. */
export function getBlogPostMeta(post: BlogPost) {
  return {
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.description,
    type: 'article' as const,
    lastModified: post.date,
  };
}

export function BlogIndexContent() {
  usePageMeta(PAGE_META.blog);
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Lead generation tips for local service businesses"
        description="Practical guides on answering every enquiry, winning more jobs from your website and keeping customers coming back."
      />
      <div className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="sr-only">All posts</h2>
        <ul className="grid gap-6">
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <article className="relative rounded-xl border bg-card p-6 shadow-xs transition-colors hover:border-primary">
                <p className="text-sm text-muted-foreground">
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min
                  read
                </p>
                <h3 className="mt-2 text-xl font-semibold">
                  <SiteLink
                    to={`/blog/${post.slug}`}
                    className="rounded-sm outline-none after:absolute after:inset-0 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {post.title}
                  </SiteLink>
                </h3>
                <p className="mt-2 text-muted-foreground">{post.description}</p>
                <p
                  className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary"
                  aria-hidden="true"
                >
                  Read the post <ArrowRight className="size-4" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function BlogPostArticle({ post }: { post: BlogPost }) {
  usePageMeta(getBlogPostMeta(post));
  const others = BLOG_POSTS.filter((other) => other.slug !== post.slug).slice(0, 2);
  return (
    <>
      <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <SiteLink
          to="/blog"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All posts
        </SiteLink>
        <header className="mt-6 border-b pb-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{post.description}</p>
          <p className="mt-4 text-sm text-muted-foreground">
            {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{' '}
            {post.readingMinutes} min read
          </p>
        </header>
        {/* Repository content, rendered from markdown at build time. */}
        <div className={`mt-8 ${PROSE_CLASS_NAME}`} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      {others.length ? (
        <aside aria-labelledby="more-posts-heading" className="border-t bg-muted">
          <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
            <h2 id="more-posts-heading" className="text-xl font-semibold">
              More from the blog
            </h2>
            <ul className="mt-4 grid gap-3">
              {others.map((other) => (
                <li key={other.slug}>
                  <SiteLink
                    to={`/blog/${other.slug}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {other.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}
      <FinalCta />
    </>
  );
}

export function BlogPostContent({ slug }: { slug: string | undefined }) {
  const post = findBlogPost(slug);
  if (!post) return <NotFoundContent />;
  return <BlogPostArticle post={post} />;
}
