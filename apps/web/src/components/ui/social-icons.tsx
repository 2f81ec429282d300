import type { JSX } from 'react';
import type { SocialNetwork } from '../../lib/shop-info';
import { Icon, type IconProps } from './icon';

const InstagramIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="16.9" cy="7.1" r="0.6" fill="currentColor" stroke="none" />
  </Icon>
);

const FacebookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13.5 20.5v-7.25h2.6l.4-3h-3v-1.9c0-.85.3-1.45 1.5-1.45h1.6V4.2a20 20 0 0 0-2.35-.12c-2.35 0-3.9 1.4-3.9 4v2.17H7.7v3h2.65v7.25" />
  </Icon>
);

const PinterestIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10.9 9.2c.3-1.1 1.3-1.7 2.4-1.6 1.7.1 2.6 1.5 2.3 3.1-.3 1.7-1.5 2.9-2.8 2.7-.9-.1-1.3-.8-1.1-1.7M11.6 11.6 9.6 20" />
  </Icon>
);

const YouTubeIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="6" width="18" height="12" rx="3.5" />
    <path d="m10.5 9.5 4 2.5-4 2.5v-5Z" fill="currentColor" />
  </Icon>
);

const ICONS: Record<SocialNetwork, (p: IconProps) => JSX.Element> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  pinterest: PinterestIcon,
  youtube: YouTubeIcon,
};

export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  const Glyph = ICONS[network];
  return <Glyph {...props} />;
}
