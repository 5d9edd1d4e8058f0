import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { SectionFaqPanel } from './section-faq-panel';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const payment = { id: 1, header: 'Оплата', color: '#1d4ed8' };
const study = { id: 2, header: 'Обучение', color: '#fde047' };
const faqItem = (id: number, question: string, answer: string, tags = [payment]) => ({
  id,
  question,
  answer,
  position: id - 10,
  tags,
});
const items = [
  faqItem(10, 'Как проходит обучение?', 'По расписанию курса.', [study]),
  faqItem(11, 'Можно ли в рассрочку?', 'Да, на 6 или 12 месяцев.'),
];

type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

/** Answers the section's FAQ and tags; a POST of a tag answers `tagAnswer`; records every call. */
function mockApi(tagAnswer: Answer = { status: 201, body: { id: 3, header: 'Возврат', color: '#b91c1c' } }) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/tags/all') {
      return method === 'POST'
        ? jsonResponse(tagAnswer.body, tagAnswer.status)
        : jsonResponse({ items: [payment, study] });
    }
    if (method === 'PATCH') return jsonResponse({ ...items[0], ...body });
    if (method === 'DELETE') return jsonResponse({ undo: UNDO });
    if (method === 'POST') return jsonResponse(faqItem(12, body.question, '', []), 201);
    return jsonResponse({ items });
  });
  return calls;
}

const UNDO = { token: 'undo-token-0123456789', expiresAt: '2099-01-01T00:00:00.000Z', notUndone: [] };

const changes = (calls: Call[]) => calls.filter(({ method }) => method !== 'GET');
const toasts = () => toastStore.get().map(({ detail }) => detail);

function open(canEdit = true) {
  return renderRoutes(
    <>
      <ConfirmDialog />
      <SectionFaqPanel section="all" canEdit={canEdit} />
    </>,
  );
}

// PrimeReact's first render in jsdom on a shared machine may take seconds.
describe('SectionFaqPanel', { timeout: 20_000 }, () => {
  it('shows the tag box «Tags» with coloured labels and numbered questions with their texts', async () => {
    mockApi();
    open();
    const answer = await screen.findByLabelText('Ответ 1', undefined, { timeout: 10_000 });
    expect((answer as HTMLTextAreaElement).value).toBe('По расписанию курса.');
    expect((screen.getByLabelText('Вопрос 2') as HTMLInputElement).value).toBe('Можно ли в рассрочку?');
    expect(screen.getByRole('heading', { name: 'Tags' })).toBeTruthy();
    const tagList = await screen.findByRole('list', { name: 'Теги раздела' });
    const label = within(tagList).getByText('Обучение');
    // A light colour gets dark text, a dark one white (tagTextColor).
    expect(label.style.backgroundColor).toBe('rgb(253, 224, 71)');
    expect(label.style.color).toBe('rgb(17, 24, 39)');
    expect(within(tagList).getByText('Оплата').style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByText('20 / 1300')).toBeTruthy();
  });

  it('leaving a field without a change sends nothing', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    const answer = await screen.findByLabelText('Ответ 1', undefined, { timeout: 10_000 });
    await user.click(answer);
    await user.click(screen.getByLabelText('Вопрос 1'));
    await user.tab();
    // Typing a letter and taking it back is no change either.
    await user.type(answer, 'x{Backspace}');
    await user.tab();
    expect(changes(calls)).toEqual([]);
  });

  it('leaving a changed answer sends exactly one PATCH of that answer', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    const answer = await screen.findByLabelText('Ответ 1', undefined, { timeout: 10_000 });
    await user.clear(answer);
    await user.type(answer, 'Уроки по расписанию.');
    await user.tab();
    await waitFor(() => expect(toasts()).toEqual(['Вопрос сохранён']));
    // Leaving the next field after the save sends nothing more.
    await user.tab();
    expect(changes(calls)).toEqual([
      { method: 'PATCH', path: '/api/faq/all/10', body: { answer: 'Уроки по расписанию.' } },
    ]);
  });

  it('an answer over 1300 characters shows the Russian message, keeps the text and sends nothing', async () => {
    const calls = mockApi();
    open();
    const answer = (await screen.findByLabelText('Ответ 1', undefined, {
      timeout: 10_000,
    })) as HTMLTextAreaElement;
    const long = 'я'.repeat(1301);
    fireEvent.change(answer, { target: { value: long } });
    expect(screen.getByText('1301 / 1300')).toBeTruthy();
    fireEvent.blur(answer);
    expect(await screen.findByText('Не длиннее 1300 символов')).toBeTruthy();
    expect(answer.value).toBe(long);
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(changes(calls)).toEqual([]);
    // An emptied question is refused the same way.
    const question = screen.getByLabelText('Вопрос 2');
    fireEvent.change(question, { target: { value: '  ' } });
    fireEvent.blur(question);
    expect(await screen.findByText('Поле обязательно')).toBeTruthy();
    expect(changes(calls)).toEqual([]);
  });

  it('moves a question up with PUT …/order of every id', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Переместить выше: Вопрос 2' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(toasts()).toEqual(['Порядок вопросов сохранён']));
    expect(changes(calls)).toEqual([{ method: 'PUT', path: '/api/faq/all/order', body: { ids: [11, 10] } }]);
  });

  it('deletes a question only after the confirmation', async () => {
    const calls = mockApi();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Вопрос 2' }, { timeout: 10_000 }));
    expect(await screen.findByText('Удалить вопрос «Можно ли в рассрочку?»?')).toBeTruthy();
    expect(changes(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(toasts()).toEqual(['Вопрос удалён']));
    expect(toastStore.get()[0]?.undo?.offer).toEqual(UNDO);
    expect(changes(calls)).toEqual([{ method: 'DELETE', path: '/api/faq/all/11', body: undefined }]);
  });

  it('adds a question from the «Новый вопрос» row on Enter', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('Новый вопрос', undefined, { timeout: 10_000 });
    await user.type(input, 'Есть ли скидки?{Enter}');
    await waitFor(() => expect(toasts()).toEqual(['Вопрос добавлен']));
    expect(changes(calls)).toEqual([
      { method: 'POST', path: '/api/faq/all', body: { question: 'Есть ли скидки?' } },
    ]);
  });

  it('a question typed and left by clicking «Добавить вопрос» is added once', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    await user.type(
      await screen.findByLabelText('Новый вопрос', undefined, { timeout: 10_000 }),
      'Есть ли скидки?',
    );
    await user.click(screen.getByRole('button', { name: 'Добавить вопрос' }));
    await waitFor(() => expect(toasts()).toEqual(['Вопрос добавлен']));
    expect(changes(calls).map(({ method }) => method)).toEqual(['POST']);
  });

  it('the tag picker saves a change at once with the item’s new tagIds', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    await screen.findByLabelText('Ответ 1', undefined, { timeout: 10_000 });
    const picker = document.querySelectorAll<HTMLElement>('.faq-item__tags')[0]!;
    await user.click(picker);
    const panel = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.p-multiselect-panel');
      if (!element) throw new Error('the picker did not open');
      return element;
    });
    await user.click(within(panel).getByText('Оплата'));
    await waitFor(() => expect(toasts()).toEqual(['Вопрос сохранён']));
    expect(changes(calls)).toEqual([{ method: 'PATCH', path: '/api/faq/all/10', body: { tagIds: [2, 1] } }]);
  });

  it('adds a tag: a POST of the typed name, a toast, the input empty again', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('Новая категория', undefined, { timeout: 10_000 });
    await user.type(input, ' Возврат ');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(toasts()).toEqual(['Тег добавлен: Возврат']));
    expect((input as HTMLInputElement).value).toBe('');
    expect(changes(calls)).toEqual([{ method: 'POST', path: '/api/tags/all', body: { header: 'Возврат' } }]);
  });

  it('a failed tag shows the server’s message under the input and keeps the name', async () => {
    mockApi({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'Такой тег уже есть' },
    });
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('Новая категория', undefined, { timeout: 10_000 });
    await user.type(input, 'оплата{Enter}');
    expect(await screen.findByText('Такой тег уже есть')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('оплата');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a tag failing without a message of its own shows «Что-то пошло не так!»', async () => {
    mockApi({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } });
    const user = userEvent.setup();
    open();
    await user.type(
      await screen.findByLabelText('Новая категория', undefined, { timeout: 10_000 }),
      'Скидки{Enter}',
    );
    expect(await screen.findByText('Что-то пошло не так!')).toBeTruthy();
  });

  it('read-only for curators and speakers: no add-tag input, the FAQ as an accordion', async () => {
    const calls = mockApi();
    open(false);
    expect(await screen.findByText('Как проходит обучение?', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Теги раздела' })).toBeTruthy();
    expect(screen.queryByLabelText('Новая категория')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('По расписанию курса.')).toBeTruthy();
    expect(changes(calls)).toEqual([]);
  });
});
