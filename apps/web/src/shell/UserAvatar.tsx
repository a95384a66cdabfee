import { useState } from 'react';

export interface UserAvatarProps {
  /** The name the initial comes from when there is no picture. */
  name: string;
  /** The uploaded picture (profiles.avatar_url), if any. */
  url: string | null | undefined;
  className: string;
  /** Alternative text; empty (decorative) when the name is written next to it. */
  alt?: string;
}

/** The user's uploaded picture, else the first letter of their name (issue 17: wherever the user appears). */
export function UserAvatar({ name, url, className, alt = '' }: UserAvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (url && broken !== url) {
    return <img className={`${className} tl-avatar--image`} src={url} alt={alt} onError={() => setBroken(url)} />;
  }
  return (
    <span className={className} aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
