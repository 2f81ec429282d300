import { SocialIcon } from '../../components/ui/social-icons';
import { SHOP_INFO } from '../../lib/shop-info';

export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex gap-2 ${className}`}>
      {SHOP_INFO.social.map((network) => (
        <li key={network.id}>
          <a
            href={network.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-tap items-center justify-center rounded-full border border-current/30 hover:border-current"
          >
            <SocialIcon network={network.id} className="size-5" />
            <span className="sr-only">{`${SHOP_INFO.name} on ${network.label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
