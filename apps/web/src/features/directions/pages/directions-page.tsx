import { type Direction, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import type { ListConfig } from '@/shared/lists/list-url';
import { SearchInput } from '@/shared/lists/search-input';
import { useListState } from '@/shared/lists/use-list-state';
import { DirectionDialog } from '../components/direction-dialog';
import { DirectionsTable } from '../components/directions-table';
import { useDirections } from '../directions.api';

const LIST: ListConfig = { defaultSort: 'position:asc' };
/** undefined: closed; null: creating; a direction: editing it. */
type Editing = Direction | null | undefined;

/** /directions (admins): the course directions in site order. */
export function DirectionsPage() {
  const list = useListState(LIST);
  const directions = useDirections(list.query);
  const { data } = directions;
  const [editing, setEditing] = useState<Editing>(undefined);
  const t = texts.directions;

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h1 className="app-card-title">{t.title}</h1>
            <p className="app-card-hint mb-0">{t.hint}</p>
          </>
        }
        search={
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder={t.searchPlaceholder} />
        }
        actions={<Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />}
        list={list}
      />
      <DirectionsTable
        list={list}
        items={data?.items}
        total={data?.total}
        request={directions}
        onEdit={setEditing}
        onCreate={() => setEditing(null)}
      />
      {editing !== undefined && <DirectionDialog direction={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
