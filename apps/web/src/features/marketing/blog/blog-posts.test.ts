import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, findBlogPost, formatPostDate } from './blog-posts';

describe('blog posts from src/content/blog', () => {
  it('parses every markdown file into a dated post with HTML, newest first', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    for (const post of BLOG_POSTS) {
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.description.length).toBeLessThanOrEqual(200);
      expect(post.html).toContain('<h2');
      expect(post.html).not.toContain('---');
      expect(post.readingMinutes).toBeGreaterThan(0);
    }
    const dates = BLOG_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(findBlogPost(BLOG_POSTS[0]!.slug)).toBe(BLOG_POSTS[0]);
    expect(findBlogPost('nope')).toBeUndefined();
  });

  it('formats dates the same in every time zone', () => {
    expect(formatPostDate('2026-10-20')).toBe('October 20, 2026');
  });
});
