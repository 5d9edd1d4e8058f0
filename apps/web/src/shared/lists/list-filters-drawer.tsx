import { texts } from '@school/contracts';
import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { type ReactNode, useId, useState } from 'react';

type ListFiltersDrawerProps = {
  /** The list's filters, as they stand beside the search on a wider screen. */
  children: ReactNode;
  count: number;
  /** «Сбросить фильтры», shown while any search or filter is set. */
  reset?: ReactNode;
};

/**
 * A phone's filters: a «Фильтры» button with how many are set, opening them in a drawer from the bottom; each
 * choice applies at once (the list behind follows the URL), «Показать» closes the drawer.
 */
export function ListFiltersDrawer({ children, count, reset }: ListFiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        type="button"
        icon="pi pi-filter"
        label={texts.lists.filters}
        outlined
        className="app-list-filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={
          count > 0 ? `${texts.lists.filters}. ${texts.lists.filtersSet(count)}` : texts.lists.filters
        }
        onClick={() => setOpen(true)}
      >
        {count > 0 && <Badge value={count} aria-hidden="true" />}
      </Button>
      <Sidebar
        visible={open}
        position="bottom"
        onHide={() => setOpen(false)}
        header={
          <h2 className="app-list-filters-drawer__title" id={titleId}>
            {texts.lists.filters}
          </h2>
        }
        className="app-list-filters-drawer"
        // A modal panel of its own (PrimeReact names it «complementary»): a dialog with its title.
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ariaCloseLabel={texts.common.close}
        blockScroll
      >
        <div className="app-list-filters-drawer__body">{children}</div>
        <div className="app-list-filters-drawer__footer">
          {reset}
          <Button type="button" label={texts.lists.showResults} onClick={() => setOpen(false)} />
        </div>
      </Sidebar>
    </>
  );
}
