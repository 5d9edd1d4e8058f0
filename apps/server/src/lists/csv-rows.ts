/**
 * COPY's CSV (`;`, `"` quotes) back into rows, chunk by chunk, for the .xlsx writer: a cell may span
 * chunks and hold `;`, `""` and newlines. An unquoted empty cell is SQL's null, a quoted one an empty text.
 */
export async function* csvRows(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<(string | null)[][]> {
  let row: (string | null)[] = [];
  let cell = '';
  let quoted = false; // inside quotes
  let closing = false; // a `"` inside quotes: their end, or the first of `""`
  let wasQuoted = false;
  const decoder = new TextDecoder();
  const endCell = () => {
    row.push(cell === '' && !wasQuoted ? null : cell);
    cell = '';
    wasQuoted = false;
  };
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const rows: (string | null)[][] = [];
    for (const char of text) {
      if (quoted) {
        if (!closing) {
          if (char === '"') closing = true;
          else cell += char;
          continue;
        }
        closing = false;
        if (char === '"') {
          cell += '"';
          continue;
        }
        quoted = false;
      }
      if (char === '"') {
        quoted = true;
        wasQuoted = true;
      } else if (char === ';') endCell();
      else if (char === '\n') {
        endCell();
        rows.push(row);
        row = [];
      } else cell += char;
    }
    if (rows.length) yield rows;
  }
}
