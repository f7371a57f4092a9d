import { NavLink } from 'react-router-dom';
import type { NavItem } from './navigation';

export function NavLinkItem({
  item,
  onNavigate,
  className,
}: {
  item: NavItem;
  onNavigate?: () => void;
  className?: string;
}) {
  if (item.external) {
    return (
      <a href={item.to} className={className} onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} className={className} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}
