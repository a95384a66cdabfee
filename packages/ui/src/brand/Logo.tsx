import './Logo.css';

export interface LogoProps {
  /** Show the BETA badge after the name (default true: the product is in beta, site.md §1). */
  beta?: boolean;
}

/**
 * The Tallyline logo, shared by the app and the public site: three rising bars and the name.
 * It scales with the surrounding font size (the mark is 1.6em), so a caller sizes it with CSS.
 * The name is text, so a link around the logo is named "Tallyline" (plus "BETA").
 */
export function Logo({ beta = true }: LogoProps) {
  return (
    <span className="tl-logo">
      <svg className="tl-logo__mark" aria-hidden="true" viewBox="0 0 24 24" focusable="false">
        <rect x="2" y="13" width="5" height="9" rx="1.5" fill="var(--primary)" />
        <rect x="9.5" y="8" width="5" height="14" rx="1.5" fill="var(--accent)" />
        <rect x="17" y="2" width="5" height="20" rx="1.5" fill="var(--primary)" />
      </svg>
      <span className="tl-logo__name">Tallyline</span>
      {beta ? <span className="tl-logo__beta">BETA</span> : null}
    </span>
  );
}
