import type { SiteContent } from '@school/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { SiteContentPage } from './site-content-page';

// Quill needs a layout engine jsdom lacks; the editor is a plain textarea here.
vi.mock('@/shared/ui/rich-text-editor', () => ({
  RichTextEditor: ({
    id,
    value,
    onChange,
    label,
  }: {
    id: string;
    value: string;
    onChange: (v: string) => void;
    label: string;
  }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const CONTENT: SiteContent = {
  section: 'admin-info',
  title: 'Памятка для сотрудников',
  subtitle: 'Как работать с заявками',
  body: '<p>Отвечайте на вопросы <strong>в течение дня</strong>.</p><img src="x" onerror="alert(1)">',
  cover: null,
  links: [{ link: 'https://t.me/staff', name: 'Чат поддержки' }],
  files: [
    {
      file: { id: 7, name: 'Регламент.pdf', url: '/api/site-content/admin-info/files/7', size: 2048 },
      name: 'Регламент работы',
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: { id: 1, name: 'Иванова Анна' },
  version: 'v1',
};

type Put = Record<string, unknown>;

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;

function mockApi(
  answer: (body: Put) => Response = (body) => jsonResponse({ ...CONTENT, title: body.title, version: 'v2' }),
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/site-content/admin-info' && init?.method === 'PUT') {
      return answer(JSON.parse(String(init.body)) as Put);
    }
    if (url.pathname === '/api/site-content/admin-info') return jsonResponse(CONTENT);
    if (url.pathname.startsWith('/api/faq/')) return jsonResponse({ items: [] });
    if (url.pathname.startsWith('/api/tags/')) return jsonResponse({ items: [] });
    return jsonResponse({ message: 'not found' }, 404);
  });
}

const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Put);

const open = (role: 'admin' | 'curator') => {
  localStorage.setItem('token', 't');
  localStorage.setItem('role', role);
  return renderRoutes(
    [{ path: '/settings-admin-info', element: <SiteContentPage section="admin-info" /> }],
    '/settings-admin-info',
  );
};

describe('SiteContentPage', { timeout: 20_000 }, () => {
  it('gives an admin the editor with the content in its inputs', async () => {
    mockApi();
    open('admin');
    expect(inputValue(await screen.findByLabelText('Заголовок', {}, { timeout: 5000 }))).toBe(
      'Памятка для сотрудников',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Информация для администраторов');
    expect(inputValue(screen.getByLabelText('Подзаголовок'))).toBe('Как работать с заявками');
    expect(inputValue(screen.getByLabelText('Адрес'))).toBe('https://t.me/staff');
    expect(inputValue(screen.getByLabelText('Название файла'))).toBe('Регламент работы');
    expect(screen.getByText(/Иванова Анна/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeTruthy();
  });

  it('shows a curator «Поддержка» read-only: no inputs, sanitised text, links and files', async () => {
    mockApi();
    const { container } = open('curator');
    expect(await screen.findByRole('heading', { name: 'Поддержка' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Памятка для сотрудников')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Чат поддержки' }).getAttribute('href')).toBe(
      'https://t.me/staff',
    );
    expect(screen.getByRole('button', { name: 'Скачать: Регламент работы' })).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('saves the whole content with the version read, adds a link row and toasts success', async () => {
    const fetchMock = mockApi();
    open('admin');
    const title = await screen.findByLabelText('Заголовок', {}, { timeout: 5000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Новая памятка');
    expect(screen.getByText('Есть несохранённые изменения')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ссылку' }));
    const row = screen.getByRole('listitem', { name: 'Ссылка 2' });
    await userEvent.type(within(row).getByLabelText('Название ссылки'), 'База знаний');
    await userEvent.type(within(row).getByLabelText('Адрес'), 'https://example.com/kb');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]).toEqual({
      title: 'Новая памятка',
      subtitle: 'Как работать с заявками',
      body: CONTENT.body,
      coverFileId: null,
      links: [
        { link: 'https://t.me/staff', name: 'Чат поддержки' },
        { link: 'https://example.com/kb', name: 'База знаний' },
      ],
      files: [{ fileId: 7, name: 'Регламент работы' }],
      version: 'v1',
    });
    await waitFor(() =>
      expect(toastStore.get().map(({ summary, detail }) => ({ summary, detail }))).toEqual([
        { summary: 'Успешно', detail: 'Контент сохранён' },
      ]),
    );
  });

  it('keeps what was typed on a 400 and shows the message under the link', async () => {
    mockApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Адрес должен начинаться с http:// или https://',
          errors: [{ path: 'links.1.link', message: 'Адрес должен начинаться с http:// или https://' }],
        },
        400,
      ),
    );
    open('admin');
    await screen.findByLabelText('Заголовок', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ссылку' }));
    const row = screen.getByRole('listitem', { name: 'Ссылка 2' });
    await userEvent.type(within(row).getByLabelText('Адрес'), 'ftp://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(row).findByText('Адрес должен начинаться с http:// или https://')).toBeTruthy();
    expect(inputValue(within(row).getByLabelText('Адрес'))).toBe('ftp://example.com');
    await waitFor(() => expect(toastStore.get()[0]?.summary).toBe('Ошибка'));
  });

  it('shows the draft as the site would in «Предпросмотр»', async () => {
    mockApi();
    open('admin');
    const title = await screen.findByLabelText('Заголовок', {}, { timeout: 5000 });
    await userEvent.type(title, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    const preview = screen.getByRole('region', { name: 'Предпросмотр' });
    expect(within(preview).getByRole('heading', { name: 'Памятка для сотрудников!' })).toBeTruthy();
    expect(within(preview).queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Редактировать' }));
    expect(inputValue(screen.getByLabelText('Заголовок'))).toBe('Памятка для сотрудников!');
  });
});
