import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../files';
import type { LessonFileView } from './lessons.repository';

/** Formats that are compressed already: deflating them again costs CPU and saves nothing. */
const STORED_AS_IS = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'mp3',
  'ogg',
  'pptx',
  'docx',
  'xlsx',
  'odp',
  'key',
]);

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** Entry names as shown, with "name (2).ext" for repeats so no file hides another. */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A zip of the lesson's files that is never held in memory: each file is opened only when yazl reaches
 * it and piped through, so memory stays flat however large the attachments are. `first` is the first
 * file opened by the caller before the 200 went out, so a store that is down answers 503, not a cut zip.
 */
export function lessonZipStream(
  fileStore: FileStore,
  files: readonly LessonFileView[],
  first?: Readable,
): Readable {
  const zip = new ZipFile();
  const names = uniqueEntryNames(files.map((entry) => entry.name));
  const output = zip.outputStream as Readable;
  files.forEach((entry, index) => {
    const name = names[index] ?? entry.name;
    const options = { size: entry.file.size, compress: !STORED_AS_IS.has(extensionOf(name)) };
    zip.addReadStreamLazy(name, options, (callback) => {
      if (index === 0 && first) return callback(null, first);
      fileStore.open(entry.file.storageKey).then(
        ({ stream }) => callback(null, stream),
        // yazl ignores the stream when given an error.
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  });
  // A file missing on disk mid-way: end the download with an error instead of hanging it.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return output;
}
