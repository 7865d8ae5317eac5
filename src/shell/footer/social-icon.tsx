/**
 * The footer's social icons (§3 footer social entries: icon, url, image): Facebook, Twitter,
 * Instagram, Youtube and TikTok are drawn inline (no request, follows the footer's colour); any
 * other icon name uses the entry's custom image.
 */
const PATHS: Readonly<Record<string, { readonly name: string; readonly d: string }>> = {
  facebook: {
    name: 'Facebook',
    d: 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z',
  },
  twitter: {
    name: 'Twitter',
    d: 'M4 4h4.2l4 5.6L17 4h2.3l-6 6.9L20 20h-4.2l-4.3-6-5.3 6H4l6.5-7.4z',
  },
  instagram: {
    name: 'Instagram',
    d: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  },
  youtube: {
    name: 'YouTube',
    d: 'M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
  tiktok: {
    name: 'TikTok',
    d: 'M16.5 3c.3 2.1 1.6 3.5 3.5 3.7v3a6.6 6.6 0 0 1-3.5-1.1v6.2A5.8 5.8 0 1 1 10.7 9v3.1a2.8 2.8 0 1 0 2.8 2.8V3z',
  },
};

/** The platform's display name for an icon key ('youtube' → 'YouTube'); unknown keys as given. */
export function socialName(icon: string): string {
  return PATHS[icon.toLowerCase()]?.name ?? icon;
}

export function SocialIcon({ icon, image }: { icon: string; image: string }) {
  const known = PATHS[icon.toLowerCase()];
  if (known) {
    return (
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path d={known.d} fill="currentColor" fillRule="evenodd" />
      </svg>
    );
  }
  // A custom image from content; decorative because the link carries the platform's name.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={image} alt="" width={24} height={24} loading="lazy" decoding="async" />;
}
