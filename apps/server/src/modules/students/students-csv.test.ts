import { studentsListQuerySchema } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { studentsList } from './students.list';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/students', headers: admin, payload });
  await add({
    email: 'formula@example.ru',
    firstName: '=HYPERLINK("x")',
    lastName: '+Плюсов',
    phone: '+7 999 000-11-22',
  });
  await add({ email: 'semicolon@example.ru', firstName: 'Точка;запятая', lastName: '@Кавычки "в" имени' });
  await add({ email: 'newline@example.ru', firstName: 'Строка\nперенос', lastName: '-Минусов' });
});
afterAll(() => t.close());

const csv = (query = '') => t.app.inject({ url: `/api/students/csv${query}`, headers: admin });

describe('GET /api/students/csv', () => {
  it('streams users.csv: headers, BOM, ; separator, one line per student', async () => {
    const response = await csv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const text = response.body;
    expect(text.startsWith('\uFEFFID;Фамилия;Имя;E-mail;Телефон;Пол;')).toBe(true);
    const list = (await t.app.inject({ url: '/api/students', headers: admin })).json();
    // The header, one line per student, and one more line inside the quoted newline cell.
    expect(text.trimEnd().split('\n')).toHaveLength(list.total + 2);
  });

  it('escapes formula cells and quotes ; " and newlines', async () => {
    const text = (await csv('?search=example.ru')).body;
    expect(text).toContain(`;'+Плюсов;"'=HYPERLINK(""x"")";formula@example.ru;"\t+7 999 000-11-22";`);
    expect(text).toContain(`;"'@Кавычки ""в"" имени";"Точка;запятая";semicolon@example.ru;;`);
    expect(text).toContain(`;'-Минусов;"Строка\nперенос";newline@example.ru;`);
  });

  it('honours the list filters', async () => {
    const blocked = (await t.app.inject({ url: '/api/students?status=0', headers: admin })).json();
    const lines = (await csv('?status=0')).body.trimEnd().split('\n');
    expect(lines).toHaveLength(blocked.total + 1);
    expect(lines.slice(1).every((line) => line.includes(';Заблокирован;'))).toBe(true);
    const searched = (await csv('?search=минусов')).body.trimEnd().split('\n');
    expect(searched).toHaveLength(3);
    expect((await csv('?subscription=never')).statusCode).toBe(400);
  });

  it('writes phones as the list shows them, as text without a visible mark', async () => {
    const text = (await csv('?search=formula@example.ru')).body;
    // A tab is neither a formula nor a number to Excel or LibreOffice, and invisible; the quotes keep it
    // in the cell even where tab separates cells too (docs/product-decisions.md, «Export»).
    expect(text.split('\n')[1]?.split(';')[4]).toBe('"\t+7 999 000-11-22"');
    expect(text).not.toContain("'+7");
  });

  it('lists students in the list’s order: newest sign-ups first, or the list’s sort', async () => {
    const ids = (lines: string) =>
      lines
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => Number(line.split(';')[0]));
    for (const query of ['', 'orderBy=lastName:asc', 'orderBy=lastName:desc&status=1']) {
      const list = await t.app.inject({ url: `/api/students?take=100&${query}`, headers: admin });
      const listed = list.json().items.map((s: { id: number }) => s.id);
      const exported = ids((await csv(`?${query}`)).body.replace(/"Строка\nперенос"/, 'x'));
      expect(exported.slice(0, 100), query).toEqual(listed);
    }
  });

  it('gives the same bytes whatever the size of the batches PGlite copies', async () => {
    const read = async (batch: number) => {
      const filter = studentsListQuerySchema.parse({ status: '1', orderBy: 'lastName:asc' });
      const stream = await studentsList.csv(t.database, filter, batch);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks).toString('utf8');
    };
    const whole = await read(1_000_000);
    expect(whole.split('\n').length).toBeGreaterThan(250);
    expect(await read(7)).toBe(whole);
  });
});
