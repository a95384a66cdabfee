import { describe, expect, it } from 'vitest';
import { NEWS } from '../content/news.js';
import { filterNews } from './filterNews.js';

describe('filterNews', () => {
  it('filterNews(items, All/All) keeps every item', () => {
    expect(filterNews(NEWS, { category: 'All', year: 'All' })).toHaveLength(4);
  });
  it('filterNews matches the category exactly', () => {
    expect(filterNews(NEWS, { category: 'Security', year: 'All' }).map((i) => i.category)).toEqual(['Security']);
    expect(filterNews(NEWS, { category: 'Product', year: 'All' })).toHaveLength(2);
  });
  it('filterNews matches the year by date prefix', () => {
    expect(filterNews(NEWS, { category: 'All', year: '2024' })).toHaveLength(4);
    expect(filterNews(NEWS, { category: 'All', year: '2023' })).toEqual([]);
  });
  it('filterNews combines category and year', () => {
    expect(filterNews(NEWS, { category: 'Feature', year: '2024' })).toHaveLength(1);
    expect(filterNews(NEWS, { category: 'Feature', year: '2025' })).toEqual([]);
  });
});
