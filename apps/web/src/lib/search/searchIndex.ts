import { HELP_ARTICLES, SEARCH, SETTINGS_PAGES } from '../../messages/search.js';
import { STEPS } from '../../messages/shell.js';
import type { AppPath } from '../routes.js';

export type SearchGroup = keyof typeof SEARCH.groups;

/** What choosing a result does: an app route, a page of the website, or opening saved work. */
export type SearchAction =
  | { kind: 'route'; to: AppPath; search?: Record<string, string> }
  | { kind: 'href'; href: string }
  | { kind: 'open-dataset'; datasetId: string; then: AppPath }
  | { kind: 'retry' };

export interface SearchResult {
  /** Unique in one result list (also the option's DOM id suffix). */
  id: string;
  group: SearchGroup;
  label: string;
  detail?: string;
  action: SearchAction;
}

/** Lower-cased words of a query; empty for a blank one. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every word of the query occurs in the text (case-insensitive). */
export function matchesWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const t = text.toLowerCase();
  return words.every((w) => t.includes(w));
}

/** The results that need no server: the six steps, the settings pages and the help articles. */
export function localResults(query: string): SearchResult[] {
  const words = queryWords(query);
  const out: SearchResult[] = [];
  for (const s of STEPS) {
    if (matchesWords(`${s.label} step ${s.step}`, words)) out.push({ id: `step-${s.step}`, group: 'step', label: s.label, detail: SEARCH.stepDetail(s.step), action: { kind: 'route', to: s.to } });
  }
  for (const p of SETTINGS_PAGES) {
    if (matchesWords(`settings ${p.label} ${p.keywords}`, words)) out.push({ id: `settings-${p.tab}`, group: 'settings', label: `Settings › ${p.label}`, action: { kind: 'route', to: '/settings', search: { tab: p.tab } } });
  }
  HELP_ARTICLES.forEach((h, i) => {
    if (matchesWords(`help ${h.label}`, words)) out.push({ id: `help-${i}`, group: 'help', label: h.label, action: { kind: 'href', href: h.href } });
  });
  return out;
}

/** The option shown instead of saved work when searching it failed: choosing it searches again. */
export function failedSearchResult(): SearchResult {
  return { id: 'saved-failed', group: 'dataset', label: SEARCH.failed, detail: SEARCH.retryDetail, action: { kind: 'retry' } };
}

/** Escapes % _ and \ for an ilike pattern. */
export function likePattern(query: string): string {
  return `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The order of groups in the list: the user's own work first. */
export const GROUP_ORDER: readonly SearchGroup[] = ['dataset', 'dashboard', 'step', 'settings', 'help'];

export function orderResults(results: readonly SearchResult[]): SearchResult[] {
  return GROUP_ORDER.flatMap((g) => results.filter((r) => r.group === g));
}
