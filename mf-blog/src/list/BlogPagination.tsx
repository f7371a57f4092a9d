import { Link } from 'react-router-dom';
import type { PaginationLink } from '@tutor/contract';
import { followedLinkState, pageOfLinkUrl } from '../api/blogListUrl';

type LinkRole = 'previous' | 'next' | 'page';

const ROLE_LABEL: Record<Exclude<LinkRole, 'page'>, string> = {
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
};

function roleOf(index: number, count: number): LinkRole {
  if (index === 0) return 'previous';
  if (index === count - 1) return 'next';
  return 'page';
}

function accessibleName(link: PaginationLink, role: LinkRole): string {
  return role === 'page' ? `Halaman ${link.label}` : ROLE_LABEL[role];
}

function PaginationItem({ link, role }: { link: PaginationLink; role: LinkRole }) {
  const name = accessibleName(link, role);
  const className = [
    'blog-pagination__link',
    `blog-pagination__link--${role}`,
    link.active ? 'blog-pagination__link--active' : '',
  ]
    .filter(Boolean)
    .join(' ');

  if (link.url === null) {
    // Laravel gives previous/next a null url at the ends, and "..." gaps a null url in between.
    if (role === 'page') return <span className="blog-pagination__gap">{link.label}</span>;
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={name}
        className={`${className} blog-pagination__link--disabled`}
      >
        {link.label}
      </span>
    );
  }

  return (
    <Link
      to={`/blog?page=${pageOfLinkUrl(link.url)}`}
      state={followedLinkState(link.url)}
      aria-label={name}
      aria-current={link.active ? 'page' : undefined}
      className={className}
    >
      {link.label}
    </Link>
  );
}

/** The server's pagination links, shown in the server's order. */
export function BlogPagination({ links }: { links: PaginationLink[] }) {
  if (links.length < 2) return null;
  return (
    <nav className="blog-pagination" aria-label="Halaman daftar artikel">
      <ul className="blog-pagination__list">
        {links.map((link, index) => (
          // The server's order never changes within one answer, so the position is a stable key.
          <li key={`${index}-${link.label}`} className="blog-pagination__item">
            <PaginationItem link={link} role={roleOf(index, links.length)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
