import { Marked } from 'marked';

export type BlogPost = {
  slug: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  author: string;
  readingMinutes: number;
  html: string;
};

/** The markdown files of src/content/blog, bundled as text (each post is a file; its name is the slug). */
const files = import.meta.glob<string>('../../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const marked = new Marked({
  gfm: true,
  renderer: {
    // Pictures in posts never hold up the page: they load lazily and decode off the main thread.
    image({ href, title, text }) {
      const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
      return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(text)}"${titleAttribute} loading="lazy" decoding="async">`;
    },
  },
});

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Splits `---\nkey: value\n---\nbody` into its fields and body. */
function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0) fields[line.slice(0, index).trim()] = line.slice(index + 1).trim();
  }
  return { fields, body: match[2]! };
}

function toPost(file: string, source: string): BlogPost {
  const slug = file.split('/').pop()!.replace(/\.md$/, '');
  const { fields, body } = parseFrontMatter(source);
  if (!fields.title || !fields.description || !/^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? '')) {
    throw new Error(`Blog post ${slug} needs title, description and date (YYYY-MM-DD) in its front matter`);
  }
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: fields.title,
    description: fields.description,
    date: fields.date!,
    author: fields.author ?? 'The LeadChat Team',
    readingMinutes: Math.max(1, Math.round(words / 220)),
    html: marked.parse(body, { async: false }),
  };
}

/** Every post, newest first. */
export const BLOG_POSTS: BlogPost[] = Object.entries(files)
  .map(([file, source]) => toPost(file, source))
  .sort((a, b) => b.date.localeCompare(a.date));

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** "October 20, 2026" — fixed time zone, so the pre-rendered text and the browser's agree. */
export function formatPostDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
