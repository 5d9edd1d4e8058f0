import { render, screen } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { primeReactOptions } from './prime-react-options';

const renderWithOptions = (children: ReactNode) =>
  render(<PrimeReactProvider value={primeReactOptions}>{children}</PrimeReactProvider>);

const ROWS = Array.from({ length: 30 }, (_, id) => ({ id }));

describe('PrimeReact options', () => {
  it('name the paginator’s rows-per-page dropdown in Russian', () => {
    renderWithOptions(
      <DataTable
        value={ROWS}
        paginator
        rows={15}
        rowsPerPageOptions={[15, 30]}
        paginatorTemplate="PrevPageLink NextPageLink RowsPerPageDropdown"
      >
        <Column field="id" header="№" />
      </DataTable>,
    );
    expect(screen.queryByLabelText(/Jump to Page/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Строк на странице' })).toBeTruthy();
  });

  it('leave a dropdown one named control: its hidden native select is hidden from assistive technology', () => {
    const { container } = renderWithOptions(
      <Dropdown value="a" options={[{ label: 'А', value: 'a' }]} aria-label="Буква" />,
    );
    expect(container.querySelector('select')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Буква' })).toBeTruthy();
  });

  it('leave a switch one control: no checkbox role around the labelled switch input', () => {
    renderWithOptions(<InputSwitch checked aria-label="Показывать на сайте" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Показывать на сайте' })).toBeTruthy();
  });

  it('mark the chosen days of a calendar on their grid cells, where ARIA allows it', () => {
    const { container } = renderWithOptions(
      <Calendar
        inline
        selectionMode="range"
        value={[new Date(2026, 10, 9), new Date(2026, 10, 11)]}
        viewDate={new Date(2026, 10, 1)}
        minDate={new Date(2026, 10, 2)}
      />,
    );
    const chosen = Array.from(container.querySelectorAll('td[aria-selected="true"]'));
    expect(chosen.map((cell) => cell.textContent)).toEqual(['9', '10', '11']);
    const disabled = container.querySelectorAll('td[aria-disabled="true"]:not([data-p-other-month="true"])');
    expect(Array.from(disabled, (cell) => cell.textContent)).toEqual(['1']); // before minDate
    expect(container.querySelectorAll('span[aria-selected], span[aria-disabled]')).toHaveLength(0);
  });
});
