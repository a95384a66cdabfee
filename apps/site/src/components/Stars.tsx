import { Icon } from './Icon.js';
import './Stars.css';

/** A star rating, read out as text. */
export function Stars({ count }: { count: number }) {
  return (
    <div className="stars" role="img" aria-label={`Rated ${count} out of 5 stars`}>
      {Array.from({ length: count }, (_, i) => (
        <Icon key={i} name="star" size={18} />
      ))}
    </div>
  );
}
