import { texts } from '@school/contracts';
import { Link, useMatches } from 'react-router';
import { isRouteHandle } from '@/shared/lib/route-handle';

type Crumb = { label: string; to: string };

/** The one breadcrumb bar (spec §2): a label from each matched route's `handle.breadcrumb`. */
export function AppBreadcrumb() {
  const matches = useMatches();
  const crumbs: Crumb[] = matches.flatMap((match) => {
    if (!isRouteHandle(match.handle) || !match.handle.breadcrumb) return [];
    const { breadcrumb } = match.handle;
    const label = typeof breadcrumb === 'function' ? breadcrumb(match.loaderData) : breadcrumb;
    return [{ label, to: match.pathname }];
  });

  return (
    <nav className="app-breadcrumb" aria-label={texts.layout.breadcrumb}>
      <ol>
        <li>
          <Link to="/profile" aria-label={texts.layout.breadcrumbHome}>
            <i className="pi pi-home" aria-hidden="true" />
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            <i className="pi pi-angle-right app-breadcrumb__separator" aria-hidden="true" />
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
