import type { ReactNode } from 'react';
import type { Icon as ContractIcon } from '../../../../contracts/sdui/blocks/icon.schema';

/** Icons the client's own chrome uses besides the protocol's set. */
type ChromeIcon =
  | 'menu'
  | 'close'
  | 'arrow-right'
  | 'globe'
  | 'quote'
  | 'instagram'
  | 'linkedin'
  | 'x'
  | 'youtube'
  | 'refresh'
  | 'eye'
  | 'eye-off'
  | 'alert'
  | 'mail';
export type IconName = ContractIcon | ChromeIcon;

/**
 * One drawing per name. Typed as a full record, so an icon added to the
 * protocol's `IconSchema` without a drawing here fails `tsc`.
 */
const paths: Record<IconName, ReactNode> = {
  bolt: <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12z" />,
  brain: (
    <>
      <path d="M9.5 4A3 3 0 0 0 6.5 7a3 3 0 0 0-2 5.2A3 3 0 0 0 6.5 17a3 3 0 0 0 3 3 2.5 2.5 0 0 0 2.5-2.5v-11A2.5 2.5 0 0 0 9.5 4z" />
      <path d="M14.5 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5.2 3 3 0 0 1-2 4.8 3 3 0 0 1-3 3 2.5 2.5 0 0 1-2.5-2.5" />
      <path d="M8.5 10.5h1.5M14 13.5h1.5" />
    </>
  ),
  bed: (
    <>
      <path d="M3 19V6M3 15h18M21 19v-6.5A2.5 2.5 0 0 0 18.5 10H11v5" />
      <circle cx="7" cy="11.5" r="1.6" />
    </>
  ),
  chart: (
    <>
      <path d="M4 4v16h16" />
      <path d="m8 15 3.5-4 3 2.5L19 8" />
    </>
  ),
  devices: (
    <>
      <rect x="2.5" y="4.5" width="13" height="10" rx="1.5" />
      <path d="M6 19h6M9 14.5V19" />
      <rect x="17.5" y="8.5" width="4" height="11" rx="1" />
    </>
  ),
  plane: <path d="M21 15.5v-2l-8-5V4a1.5 1.5 0 0 0-3 0v4.5l-8 5v2l8-2.5v5l-2 1.5V21l3.5-1 3.5 1v-1.5L13 18v-5z" />,
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18M11 12.5v2h2v-2" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.4-9.2-9C1.7 7.8 3.8 5 7 5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.2 0 5.3 2.8 4.2 6-1.7 4.6-9.2 9-9.2 9z" />,
  balance: (
    <>
      <path d="M12 4v16M8 20h8M5 7.5h14M12 4.5a1 1 0 1 0 0 .01" />
      <path d="M5 7.5 2.5 13a2.5 2.5 0 0 0 5 0zM19 7.5 16.5 13a2.5 2.5 0 0 0 5 0z" />
    </>
  ),
  stretch: (
    <>
      <circle cx="12" cy="4.5" r="1.8" />
      <path d="M4 8.5 12 10l8-1.5M12 10v5M12 15l-4 5.5M12 15l4 5.5" />
    </>
  ),
  moon: <path d="M20 14.2A8 8 0 1 1 9.8 4a6.3 6.3 0 0 0 10.2 10.2z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.1-7-11.4a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.6" r="2.5" />
    </>
  ),
  sparkles: (
    <>
      <path d="m11 3 1.7 4.8L17.5 9.5l-4.8 1.7L11 16l-1.7-4.8L4.5 9.5l4.8-1.7z" />
      <path d="m18.5 14.5.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  quote: (
    <path d="M9.5 7C6.5 8 5 10.3 5 13.5V17h5v-5H7.3c.2-1.8 1.1-3 2.8-3.7zM18.5 7c-3 1-4.5 3.3-4.5 6.5V17h5v-5h-2.7c.2-1.8 1.1-3 2.8-3.7z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V16M8 7.8v.01M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16" />
    </>
  ),
  x: <path d="M4.5 4h4l11 16h-4zM19.5 4l-6.3 7.2M10.8 12.8 4.5 20" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4 2.5-4 2.5z" />
    </>
  ),
  refresh: <path d="M20 11a8 8 0 0 0-14.3-4.3L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0 0 14.3 4.3L20 15.5M20 20v-4.5h-4.5" />,
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.7 3.4M6.4 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
};

export interface IconProps {
  name: IconName;
  /** Accessible name. Without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  size?: number;
  className?: string;
}

export function Icon({ name, label, size = 24, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {paths[name]}
    </svg>
  );
}
