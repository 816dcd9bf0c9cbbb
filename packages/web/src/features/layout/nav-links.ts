export interface NavLink {
  to: string;
  /** The link's text: a message id of the catalogs (docs/i18n.md). */
  label: string;
  signedInOnly?: boolean;
}

/** Header links, in the spec's order (investor spec §2, Shared header). */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/projects', label: 'nav.projects' },
  { to: '/developers', label: 'nav.developers' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/dashboard', label: 'nav.dashboard', signedInOnly: true },
  { to: '/contact', label: 'nav.contact' },
];

/** A link is active when the path is the link or below it ('/projects/3' keeps Projects active). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}
