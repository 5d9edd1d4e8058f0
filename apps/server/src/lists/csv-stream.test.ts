import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvDownload } from './csv-stream';

const read = async (stream: AsyncIterable<unknown>) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

describe('csvDownload (a COPY stream as PostgreSQL gives it)', () => {
  it('rejects, before anything is sent, when the query fails before its first rows', async () => {
    const copy = new PassThrough();
    setImmediate(() => copy.destroy(new Error('relation does not exist')));
    await expect(csvDownload('head\n', copy)).rejects.toThrow('relation does not exist');
  });

  it('sends the head, then the rows; a later failure errors the download', async () => {
    const copy = new PassThrough();
    copy.write('1;a\n');
    const download = await csvDownload('head\n', copy);
    copy.write('2;b\n');
    setImmediate(() => copy.destroy(new Error('connection lost')));
    await expect(read(download)).rejects.toThrow('connection lost');

    const whole = new PassThrough();
    whole.end('1;a\n');
    expect(await read(await csvDownload('head\n', whole))).toBe('head\n1;a\n');
    const empty = new PassThrough();
    empty.end();
    expect(await read(await csvDownload('head\n', empty))).toBe('head\n');
  });
});
