import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../../messages/search.js';
import { likePattern, localResults, matchesWords, orderResults, queryWords } from './searchIndex.js';

describe('localResults', () => {
  it('finds the six workflow steps by name and by number', () => {
    expect(localResults('trend').map((r) => [r.label, r.action])).toEqual([['Trend Analysis', { kind: 'route', to: '/trends' }]]);
    expect(localResults('step 3').map((r) => r.label)).toEqual(['KPI Tracker']);
    expect(localResults('step').filter((r) => r.group === 'step')).toHaveLength(6);
  });

  it('finds settings pages by name and by what is on them, opening the right tab', () => {
    expect(localResults('password').map((r) => [r.label, r.action])).toEqual([['Settings › Security', { kind: 'route', to: '/settings', search: { tab: 'security' } }]]);
    expect(localResults('dark').map((r) => r.label)).toContain('Settings › Appearance');
  });

  it('finds help articles, which open the website help centre', () => {
    const r = localResults('api key');
    expect(r.map((x) => [x.group, x.label])).toEqual([
      ['settings', 'Settings › Account'],
      ['help', 'How do I create an API key?'],
    ]);
    expect(r[1]?.action).toEqual({ kind: 'href', href: '/help#faq' });
  });

  it('a blank query finds nothing', () => {
    expect(localResults('   ')).toEqual([]);
  });
});

describe('helpers', () => {
  it('matchesWords needs every word, in any case and order', () => {
    expect(matchesWords('KPI Tracker step 3', queryWords('tracker KPI'))).toBe(true);
    expect(matchesWords('KPI Tracker', queryWords('kpi chart'))).toBe(false);
  });

  it('likePattern escapes the wildcard characters of the query', () => {
    expect(likePattern(' 50%_off\\ ')).toBe('%50\\%\\_off\\\\%');
  });

  it('orderResults puts saved work first, then steps, settings and help', () => {
    const ordered = orderResults([
      { id: 'h', group: 'help', label: 'h', action: { kind: 'href', href: '/help' } },
      { id: 'd', group: 'dataset', label: 'd', action: { kind: 'open-dataset', datasetId: 'x', then: '/dashboard/view' } },
      { id: 's', group: 'step', label: 's', action: { kind: 'route', to: '/' } },
    ]);
    expect(ordered.map((r) => r.id)).toEqual(['d', 's', 'h']);
  });

  it("the help articles are the website help centre's questions (apps/site content/faqs.ts)", () => {
    const site = readFileSync(resolve(process.cwd(), '../site/src/content/faqs.ts'), 'utf8');
    const questions = [...site.matchAll(/question: '((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!.replace(/\\'/g, "'"));
    expect(questions.length).toBeGreaterThan(0);
    expect(HELP_ARTICLES.filter((h) => h.href === '/help#faq').map((h) => h.label)).toEqual(questions);
  });
});
