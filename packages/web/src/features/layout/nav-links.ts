export interface NavLink {
  to: string;
  label: string;
  signedInOnly?: boolean;
}

/** Header links, in the spec's order (investor spec §2, Shared header). */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/projects', label: 'Projects' },
  { to: '/developers', label: 'Developers' },
  { to: '/faq', label: 'FAQ' },
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
  { to: '/contact', label: 'Contact' },
];

/** A link is active when the path is the link or below it ('/projects/3' keeps Projects active). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}
