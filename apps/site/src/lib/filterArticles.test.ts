import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, ARTICLES } from '../content/articles.js';
import type { ArticleSummary } from '../content/types.js';
import { articleMatches, filterArticles } from './filterArticles.js';

const a = (id: number, title: string, excerpt: string, category: ArticleSummary['category'], featured = false): ArticleSummary => ({
  id, title, excerpt, category, featured, author: 'A', date: '2025-01-01', readTime: '6 min read', image: '/x.svg',
});
const list = [a(1, 'Six steps', 'Workflow tour', 'Tutorials', true), a(2, 'AI answers', 'Ask questions', 'AI & ML'), a(3, 'KPI targets', 'On Track or Behind', 'Analytics'), a(4, 'Trends', 'Seven day views', 'Analytics')];

describe('filterArticles', () => {
  it('filterArticles(list, All + empty search) shows the featured article and keeps it out of the grid', () => {
    const r = filterArticles(list, { search: '', category: 'All' });
    expect(r.featured?.id).toBe(1);
    expect(r.grid.map((x) => x.id)).toEqual([2, 3, 4]);
  });
  it('filterArticles hides the featured block when a category is chosen', () => {
    const r = filterArticles(list, { search: '', category: 'Analytics' });
    expect(r.featured).toBeUndefined();
    expect(r.grid.map((x) => x.id)).toEqual([3, 4]);
  });
  it('filterArticles hides the featured block when the search is not empty, and the featured article is then an ordinary match', () => {
    expect(filterArticles(list, { search: 'steps', category: 'All' })).toEqual({ featured: undefined, grid: [list[0]] });
  });
  it('filterArticles(list, the featured article\'s category) finds it in the grid', () => {
    expect(filterArticles(list, { search: '', category: 'Tutorials' })).toEqual({ featured: undefined, grid: [list[0]] });
  });
  it('every category of the real content finds each of its articles, counted independently', () => {
    for (const category of ARTICLE_CATEGORIES.filter((c) => c !== 'All')) {
      const expected = ARTICLES.filter((x) => x.category === category).map((x) => x.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(filterArticles(ARTICLES, { search: '', category }).grid.map((x) => x.id)).toEqual(expected);
    }
  });
  it('filterArticles combines search AND category', () => {
    expect(filterArticles(list, { search: 'kpi', category: 'Analytics' }).grid.map((x) => x.id)).toEqual([3]);
    expect(filterArticles(list, { search: 'kpi', category: 'AI & ML' }).grid).toEqual([]);
  });
  it('articleMatches is a case-insensitive substring match on title or excerpt', () => {
    expect(articleMatches(list[1]!, 'ASK')).toBe(true);
    expect(articleMatches(list[1]!, 'answers')).toBe(true);
    expect(articleMatches(list[1]!, 'Tutorials')).toBe(false);
    expect(articleMatches(list[1]!, '  ')).toBe(true);
  });
  it('the real content has six articles, exactly one featured (the first)', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(ARTICLES.filter((x) => x.featured).map((x) => x.id)).toEqual([1]);
  });
});
