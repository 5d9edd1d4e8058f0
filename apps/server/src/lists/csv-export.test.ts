import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineList } from './define-list';
import { type KitFixture, type KitQuery, kitDeclaration, openKitFixture } from './kit-fixture';

let f: KitFixture;
beforeAll(async () => {
  f = await openKitFixture();
  await f.run(`insert into directions (name, position) values
    ('=1+1', -1), ('+плюс', -2), ('-минус', -3), ('@собака', -4), ('точка;запятая', -5), ('кавычки "в" имени', -6)`);
});
afterAll(() => f.close());

const list = defineList<KitQuery, { id: number }>(kitDeclaration('kit csv'));
const chunksOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return chunks;
};
const text = async (query: Partial<KitQuery>, batch?: number) =>
  Buffer.concat(await chunksOf(await list.csv(f.database, query, batch))).toString('utf8');

describe('a list`s CSV', () => {
  it('starts with the BOM and the header, separates by ;, one line per row in the list`s order', async () => {
    const csv = await text({ orderBy: 'name:desc', from: 1, to: 30 });
    expect(Buffer.from(csv).subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = csv.slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe('ID;Название;Позиция;Сумма;Создано');
    const expected = await f.offsetIds('where position between 1 and 30', 'name desc, id desc', 0, 100);
    expect(lines.slice(1).map((line) => Number(line.split(';')[0]))).toEqual(expected);
    const [{ created } = { created: '' }] = await f.run<{ created: string }>(
      `select to_char(created_at at time zone 'Europe/Moscow', 'DD.MM.YYYY HH24:MI') as created from directions where position = 30`,
    );
    // Money with the decimal comma, the moment on the school's clock.
    expect(lines.find((line) => line.includes('Раздел 0030'))).toMatch(`;Раздел 0030;30;34930,50;${created}`);
  });

  it('escapes cells a spreadsheet would run as formulas, and quotes ; and "', async () => {
    const csv = await text({ to: -1 });
    const names = csv
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(';').slice(1, -3).join(';'));
    expect(names).toEqual(
      ["'=1+1", "'+плюс", "'-минус", "'@собака", '"точка;запятая"', '"кавычки ""в"" имени"'].reverse(),
    );
  });

  it('gives the same bytes whatever the batches, streamed one COPY per batch on PGlite', async () => {
    const whole = await text({ from: 1, to: 100, orderBy: 'name:asc' }, 1_000_000);
    expect(await text({ from: 1, to: 100, orderBy: 'name:asc' }, 7)).toBe(whole);
    if (f.database.copyOutBlob) {
      const chunks = await chunksOf(await list.csv(f.database, { from: 1, to: 100 }, 7));
      // The BOM and header, then ⌈100 / 7⌉ batches.
      expect(chunks).toHaveLength(1 + 15);
    }
  });

  it('fails before the first byte when its query fails, so the route can still answer JSON', async () => {
    const broken = {
      ...f.database,
      copyOut: undefined,
      copyOutBlob: async () => Promise.reject(new Error('gone')),
    };
    await expect(list.csv(broken, {})).rejects.toThrow('gone');
    await expect(list.csv(f.database, { orderBy: 'secret:asc' })).rejects.toMatchObject({ statusCode: 400 });
  });
});
