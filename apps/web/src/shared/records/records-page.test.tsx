import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, renderRoutes } from '@/test/render';
import { type ListDeclaration, useListPage } from '../lists/list-page';
import { toastStore } from '../toast/toast-store';
import { type RecordForm, recordFormSchema, recordFormValues } from './record-form';
import { recordsApi } from './records-api';
import { RecordsPage } from './records-page';

type Code = {
  id: number;
  code: string;
  kind: string;
  discount: number;
  active: boolean;
  limit: number | null;
};

const codeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.string(),
  discount: z.number(),
  active: z.boolean(),
  limit: z.number().nullable(),
});
const bodySchema = z.object({
  code: z.string().trim().min(1, 'Поле обязательно'),
  kind: z.enum(['percent', 'amount']),
  discount: z.number().positive('Скидка должна быть больше нуля'),
  active: z.boolean(),
  limit: z.number().int().min(1).nullable(),
});

const FORM: RecordForm = {
  fields: [
    { name: 'code', label: 'Код', kind: 'text', maxLength: 40 },
    { name: 'kind', label: 'Тип', kind: 'select', options: [{ label: 'Процент', value: 'percent' }] },
    { name: 'discount', label: 'Скидка', kind: 'money' },
    { name: 'active', label: 'Активен', kind: 'switch' },
    { name: 'limit', label: 'Лимит', kind: 'number', min: 1, hint: 'Пусто — без лимита' },
  ],
  body: bodySchema,
};

const api = recordsApi('/codes', codeSchema);
const LIST: ListDeclaration<Code> = {
  url: {},
  useItems: api.useList,
  label: 'Коды',
  columns: [{ field: 'code', header: 'Код' }],
};
const TEXTS = {
  title: 'Коды',
  create: 'Добавить код',
  createTitle: 'Новый код',
  editTitle: 'Код',
  emptyTitle: 'Кодов нет',
  emptyHint: 'Добавьте первый.',
  deleteConfirm: (name: string) => `Удалить код «${name}»?`,
  created: 'Код добавлен',
  updated: 'Код сохранён',
  deleted: 'Код удалён',
};

function CodesPage() {
  return (
    <>
      <RecordsPage page={useListPage(LIST)} api={api} form={FORM} texts={TEXTS} name={(row) => row.code} />
      <ConfirmDialog />
    </>
  );
}

const SALE: Code = { id: 7, code: 'SALE', kind: 'percent', discount: 10, active: true, limit: null };
/** What the records kit's DELETE answers: its «Отменить». */
const UNDO = { token: 'undo-token-of-code-7', expiresAt: '2030-01-01T00:00:00.000Z', notUndone: [] };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({ path: new URL(String(url), 'http://localhost').pathname, body: init?.body }));

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>().mockImplementation(async (_url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse({ items: [SALE], total: 1 });
    if (method === 'DELETE') return jsonResponse({ undo: UNDO });
    return jsonResponse(SALE, method === 'POST' ? 201 : 200);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.set([]);
});

describe('the form of a section of records', () => {
  it('turns the strings into the body the contracts check: blanks are null, switches and numbers typed', () => {
    const values = recordFormValues(FORM.fields, null);
    expect(values).toEqual({ code: '', kind: '', discount: '', active: 'true', limit: '' });
    const schema = recordFormSchema(FORM.fields, bodySchema);
    expect(schema.parse({ ...values, code: 'A1', kind: 'percent', discount: '12.5' })).toEqual({
      code: 'A1',
      kind: 'percent',
      discount: 12.5,
      active: true,
      limit: null,
    });
    const failed = schema.safeParse({ ...values, code: ' ', discount: '0' });
    expect(failed.success ? [] : failed.error.issues.map((issue) => issue.path[0])).toEqual([
      'code',
      'kind',
      'discount',
    ]);
    expect(recordFormValues(FORM.fields, SALE)).toMatchObject({ discount: '10', active: 'true', limit: '' });
  });
});

describe('RecordsPage', () => {
  it('creates a record from the dialog: errors under the fields first, then the POST and its toast', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/codes', element: <CodesPage /> }], '/codes');
    await user.click(await screen.findByRole('button', { name: 'Добавить код' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый код' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // The code, the kind and the discount are empty: each says so under its field.
    expect(await within(dialog).findAllByText('Поле обязательно')).toHaveLength(3);
    expect(calls('POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Код'), 'SPRING');
    await user.click(dialog.querySelector('.p-dropdown') as HTMLElement);
    // jsdom runs no CSS transition: the opened panel keeps its inline display:none, hence `hidden`.
    await user.click(await screen.findByRole('option', { name: 'Процент', hidden: true }));
    await user.type(within(dialog).getByLabelText('Скидка'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]?.path).toBe('/api/codes');
    expect(JSON.parse(String(calls('POST')[0]?.body))).toEqual({
      code: 'SPRING',
      kind: 'percent',
      discount: 15,
      active: true,
      limit: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый код' })).toBeNull());
    // A dozen clicks and keystrokes through PrimeReact's inputs: past the default 5 s on a loaded 2-core machine.
  }, 15_000);

  it('edits a row with its values filled in, and deletes one only after «Да»', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/codes', element: <CodesPage /> }], '/codes');
    await user.click(await screen.findByRole('button', { name: 'Изменить: SALE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Код' });
    expect((within(dialog).getByLabelText('Код') as HTMLInputElement).value).toBe('SALE');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls('PATCH').map((call) => call.path)).toEqual(['/api/codes/7']));

    await user.click(await screen.findByRole('button', { name: 'Удалить: SALE' }));
    expect(await screen.findByText('Удалить код «SALE»?')).toBeTruthy();
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(calls('DELETE').map((call) => call.path)).toEqual(['/api/codes/7']));
    // The answer's «Отменить» goes to the toast.
    await waitFor(() =>
      expect(toastStore.get().flatMap((toast) => (toast.undo ? [toast.undo.offer] : []))).toEqual([UNDO]),
    );
  });
});
