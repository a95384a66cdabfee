import { useFaqSearch } from '../stores/pageState.js';
import { island } from './island.js';

/** The help hero's search box; the FAQ list (HelpFaq) filters by it. */
export default function HelpSearch() {
  const { search, setSearch } = useFaqSearch();
  return (
    <label className="search hero-search">
      <span className="visually-hidden">Search the FAQ</span>
      <input type="search" placeholder="Search for answers..." value={search} onChange={(e) => setSearch(e.target.value)} />
    </label>
  );
}

export const HelpSearchIsland = island('HelpSearch', HelpSearch, { hydrate: 'interaction', group: 'faq-search' });
