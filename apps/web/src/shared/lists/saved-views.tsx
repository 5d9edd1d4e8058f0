import './saved-views.css';
import { isAdminRole } from '@school/contracts';
import type { SavedView } from '@school/contracts/saved-views';
import { savedViewsTexts } from '@school/contracts/texts/saved-views';
import { Button } from 'primereact/button';
import { lazy, Suspense, useContext, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { getRole } from '../session/session';
import { showSuccess } from '../toast/toast-store';
import type { SavedViewAction } from './saved-view-actions';
import { useChangeView, useSavedViews } from './saved-views-api';
import { SavedViewsScope } from './saved-views-scope';
import { showsView, viewHealth, viewListKey, viewQuery } from './saved-views-url';
import type { ListController } from './use-list-state';

const t = savedViewsTexts.savedViews;

// The menu and the dialog load on the first click: the chips cost the list's first load little.
const SavedViewActions = lazy(() =>
  import('./saved-view-actions').then((module) => ({ default: module.SavedViewActions })),
);

type SavedViewsProps = { list: Pick<ListController<string>, 'config'> };

/**
 * The chips of a list's saved views above it (issue 31): each a link to the list with its filters, search
 * and sort; «Сохранить вид»; a menu per chip (update, rename, delete, copy the link, save a team view as
 * one's own); and a note with «Исправить» when the view open names what the list no longer reads.
 */
export function SavedViews({ list }: SavedViewsProps) {
  const on = useContext(SavedViewsScope);
  return on && list.config ? <SavedViewsRow config={list.config} /> : null;
}

function SavedViewsRow({ config }: { config: NonNullable<ListController<string>['config']> }) {
  const { pathname, search } = useLocation();
  const key = viewListKey(pathname);
  const views = useSavedViews(key).data?.items;
  const [action, setAction] = useState<SavedViewAction | null>(null);
  if (key === null) return null;
  const params = new URLSearchParams(search);
  const current = viewQuery(params, config);
  const active = views?.find((view) => showsView(params, view.query));
  const admin = isAdminRole(getRole());

  return (
    <div className="app-saved-views">
      <ul className="app-saved-views__chips" aria-label={t.label}>
        {views?.map((view) => (
          <li key={view.id} className="app-saved-view" data-active={view === active || undefined}>
            <Link
              to={{ pathname: key, search: view.query ? `?${view.query}` : '' }}
              className="app-saved-view__link"
              // A long name is cut with «…» on a phone: the whole of it on hover.
              title={view.name}
              aria-current={view === active ? 'page' : undefined}
            >
              {view.team && <i className="pi pi-users" aria-hidden="true" />}
              {view.name}
              {view.team && <span className="app-visually-hidden"> ({t.teamTag})</span>}
            </Link>
            <Button
              type="button"
              icon="pi pi-ellipsis-v"
              text
              rounded
              size="small"
              className="app-saved-view__menu"
              aria-label={t.menu(view.name)}
              aria-haspopup="menu"
              onClick={(event) => setAction({ kind: 'menu', view, target: event.currentTarget })}
            />
          </li>
        ))}
        <li>
          <Button
            type="button"
            icon="pi pi-bookmark"
            label={t.save}
            text
            size="small"
            onClick={() => setAction({ kind: 'save' })}
          />
        </li>
      </ul>
      {active && <StaleNote view={active} config={config} listKey={key} />}
      {action && (
        <Suspense fallback={null}>
          <SavedViewActions
            action={action}
            listKey={key}
            current={current}
            version={config.version ?? 1}
            admin={admin}
            onAction={setAction}
            onClose={() => setAction(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

type StaleNoteProps = {
  view: SavedView;
  config: NonNullable<ListController<string>['config']>;
  listKey: string;
};

/** The open view was saved for an older list: what changed, and «Исправить» (or, not one's own, nothing to fix). */
function StaleNote({ view, config, listKey }: StaleNoteProps) {
  const change = useChangeView();
  const navigate = useNavigate();
  const health = viewHealth(view, config);
  if (!health.stale) return null;
  const fix = () =>
    change.mutate(
      { id: view.id, body: { query: health.fixedQuery, version: health.version } },
      {
        onSuccess: () => {
          showSuccess(t.fixed(view.name));
          const search = health.fixedQuery ? `?${health.fixedQuery}` : '';
          navigate({ pathname: listKey, search }, { replace: true });
        },
      },
    );
  return (
    <div className="app-saved-views__note" role="status">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>
        {health.unknown.length > 0 ? t.staleParams(view.name, health.unknown) : t.staleVersion(view.name)}
      </span>
      {view.editable && (
        <Button type="button" label={t.fix} size="small" outlined loading={change.isPending} onClick={fix} />
      )}
    </div>
  );
}
