import { Icon, type IconProps } from './icon';

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.3-4.3" />
  </Icon>
);

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="3.75" />
    <path d="M4.75 20c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
  </Icon>
);

export const HeartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 20s-7.5-4.35-7.5-10.1A4.1 4.1 0 0 1 12 7.6a4.1 4.1 0 0 1 7.5 2.3C19.5 15.65 12 20 12 20Z" />
  </Icon>
);

export const BagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.5 8.5h13l-1 11.5h-11l-1-11.5Z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </Icon>
);

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m7 10 5 5 5-5" />
  </Icon>
);

export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 12h15M14 6.5l5.5 5.5-5.5 5.5" />
  </Icon>
);

export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.6 3.75h2.3l1.35 4.1-1.9 1.25a11 11 0 0 0 6.55 6.55l1.25-1.9 4.1 1.35v2.3a2.1 2.1 0 0 1-2.3 2.1A16.8 16.8 0 0 1 4.5 6.05a2.1 2.1 0 0 1 2.1-2.3Z" />
  </Icon>
);

export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
    <path d="m4 6.5 8 6 8-6" />
  </Icon>
);

export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.25" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

/** A speech bubble with a handset: reads as "chat on WhatsApp" without the trademark. */
export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.75a8.25 8.25 0 0 0-7.1 12.45L3.75 20.25l4.15-1.1A8.25 8.25 0 1 0 12 3.75Z" />
    <path d="M9.1 8.4h1.1l.7 1.9-.85.7a5 5 0 0 0 2.85 2.85l.7-.85 1.9.7v1.1a1 1 0 0 1-1.1 1A6.5 6.5 0 0 1 8.1 9.5a1 1 0 0 1 1-1.1Z" />
  </Icon>
);

/** Hallmark: a shield with a check. */
export const HallmarkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5 5 6v5.5c0 4.2 2.9 7.6 7 9 4.1-1.4 7-4.8 7-9V6l-7-2.5Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Icon>
);

/** Certified diamond: a brilliant cut seen from the side. */
export const DiamondIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4.5h10l3.5 5-8.5 10-8.5-10 3.5-5Z" />
    <path d="M3.5 9.5h17M9.5 4.5 8.5 9.5l3.5 10 3.5-10-1-5" />
  </Icon>
);

export const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6.5v11M15 6.5v11" />
  </Icon>
);

export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
  </Icon>
);
