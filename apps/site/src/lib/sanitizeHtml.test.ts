import { describe, expect, it } from 'vitest';
import { getArticle } from '../content/articleBodies.js';
import { ARTICLES } from '../content/articles.js';
import { sanitizeHtml } from './sanitizeHtml.js';

describe('sanitizeHtml', () => {
  it('sanitizeHtml removes scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">l</a></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(out).toContain('<p>Hi');
  });
  it('every article body keeps its structure through sanitising', () => {
    for (const { id } of ARTICLES) {
      const article = getArticle(id)!;
      const clean = sanitizeHtml(article.content);
      expect(clean).toContain('<h2>');
      expect(clean.length).toBeGreaterThan(1500);
    }
  });
  it('the workflow articles mention the 7d, 30d, 90d and 1y ranges and the 3.0 rollout over two weeks', () => {
    const all = ARTICLES.map((a) => getArticle(a.id)!.content).join(' ');
    for (const range of ['7d', '30d', '90d', '1y']) expect(all).toContain(range);
    expect(getArticle(3)!.content).toContain('over two weeks');
  });
});
