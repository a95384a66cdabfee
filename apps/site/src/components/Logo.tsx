/** The Tallyline word mark: three rising bars and the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26">
        <rect x="2" y="13" width="5" height="9" rx="1.5" fill="var(--primary)" />
        <rect x="9.5" y="8" width="5" height="14" rx="1.5" fill="var(--accent)" />
        <rect x="17" y="2" width="5" height="20" rx="1.5" fill="var(--primary)" />
      </svg>
      <span className="logo-name">Tallyline</span>
      <span className="beta-badge">BETA</span>
    </span>
  );
}
