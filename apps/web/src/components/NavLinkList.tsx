import { NavLink } from 'react-router';

interface NavLinkListProps {
  links: readonly { to: string; label: string }[];
  className: string;
  linkClassName: string;
}

/** A bar's or a menu's links; the current page's link is marked for assistive technology. */
export function NavLinkList({ links, className, linkClassName }: NavLinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={linkClassName}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
