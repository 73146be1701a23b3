import type { Resource } from '../../i18n/locales/en';

type NavLabel = keyof Resource['nav'];
type FooterLabel = keyof Resource['footer'];

export interface NavLink {
  label: NavLabel;
  to: string;
  /** Flip to true once the page exists; until then the item shows as muted "Coming soon" text. */
  available: boolean;
  /** Left out for signed-in people, whose account items need the room. */
  guestOnly?: boolean;
}

export interface NavGroup {
  label: NavLabel;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

/** Main navigation, in the order of the specification. */
export const HEADER_NAV: NavEntry[] = [
  { label: 'features', to: '/features', available: true },
  {
    label: 'solutions',
    children: [
      { label: 'digitalPlanning', to: '/solutions/digital-planning', available: true },
      { label: 'tourism', to: '/solutions/tourism', available: true },
      { label: 'analytics', to: '/solutions/analytics', available: true },
    ],
  },
  { label: 'pricing', to: '/pricing', available: true },
  {
    label: 'resources',
    children: [
      { label: 'docs', to: '/docs', available: true },
      { label: 'api', to: '/api', available: true },
      { label: 'help', to: '/help', available: true },
    ],
  },
  { label: 'contact', to: '/contact', available: true },
];

/** Call-to-action items on the right of the header. */
export const HEADER_ACTIONS: NavLink[] = [
  { label: 'demo', to: '/demo', available: true },
  // The main navigation's Contact leads to the same page.
  { label: 'talkToSales', to: '/contact', available: true, guestOnly: true },
];

/** Shown to signed-out visitors only; signed-in people see their account items instead. */
export const GUEST_ACTIONS: NavLink[] = [
  { label: 'signIn', to: '/login', available: true },
  { label: 'getStarted', to: '/signup', available: true },
];

export interface FooterColumn {
  heading: FooterLabel;
  links: Array<{ label: FooterLabel; to: string; available: boolean }>;
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: 'product',
    links: [
      { label: 'features', to: '/features', available: true },
      { label: 'pricing', to: '/pricing', available: true },
      { label: 'apiDocs', to: '/docs', available: true },
    ],
  },
  {
    heading: 'support',
    links: [
      { label: 'helpCenter', to: '/help', available: true },
      { label: 'contactUs', to: '/contact', available: true },
    ],
  },
  {
    heading: 'legal',
    links: [
      { label: 'privacy', to: '/privacy', available: true },
      { label: 'terms', to: '/terms', available: true },
    ],
  },
];
