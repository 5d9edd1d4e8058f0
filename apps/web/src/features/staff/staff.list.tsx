import { type Staff, texts } from '@school/contracts';
import { Dropdown } from 'primereact/dropdown';
import type { ListController, ListDeclaration } from '@/shared/lists/list-page';
import { roleFilterOptions, roleFilterToUrl } from './lib/staff-permissions';
import { STAFF_FILTERS, type StaffFilter, useStaffList } from './staff.api';

const t = texts.staff;

/** «Все», admins, curators, speakers; «Все» is the absence of `role` in the URL. */
function StaffRoleFilter({ list }: { list: ListController<StaffFilter> }) {
  return (
    <Dropdown
      value={list.filters.role ?? 'all'}
      options={roleFilterOptions}
      onChange={(event) => list.setFilter('role', roleFilterToUrl(event.value))}
      ariaLabel={t.roleFilter}
      aria-label={t.roleFilter}
    />
  );
}

/**
 * /admins: staff by role and search, the role in the URL; the server orders by last name. The columns
 * follow the caller (the page gives them).
 */
export const STAFF_LIST: ListDeclaration<Staff, StaffFilter> = {
  url: { filters: STAFF_FILTERS },
  useItems: useStaffList,
  label: t.title,
  Filters: StaffRoleFilter,
  search: { placeholder: t.searchPlaceholder },
};
