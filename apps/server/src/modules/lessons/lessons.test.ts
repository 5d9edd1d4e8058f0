import type { Lesson } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

type Role = 'admin' | 'curator' | 'speaker';
const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  role: Role = 'admin',
) => t.app.inject({ method, url, headers: await f.as(role), ...(payload ? { payload } : {}) });

async function newModule() {
  const course = await f.createCourse();
  return { course, module: await f.addModule(course.id) };
}

describe('POST /api/modules/{id}/lessons', () => {
  it('creates a lesson last in the module, sanitising its HTML and linking its files', async () => {
    const { module } = await newModule();
    const pdf = await f.upload('attachment', 'Программа.pdf', Buffer.from('%PDF-1.4\n'));
    await f.addLesson(module.id, { name: 'Первый' });
    const response = await call('POST', `/api/modules/${module.id}/lessons`, {
      name: 'Хуки',
      videoUrl: 'https://rutube.ru/video/abc/',
      content:
        '<p onclick="steal()">Текст<script>alert(1)</script> <a href="javascript:alert(1)">ссылка</a></p>',
      fileIds: [pdf.id],
    });
    expect(response.statusCode).toBe(201);
    const lesson = response.json<Lesson>();
    expect(lesson).toMatchObject({
      name: 'Хуки',
      videoUrl: 'https://rutube.ru/video/abc/',
      position: 1,
      canEdit: true,
    });
    expect(lesson.content).toBe('<p>Текст <a rel="noopener noreferrer" target="_blank">ссылка</a></p>');
    expect(lesson.files).toEqual([
      {
        id: pdf.id,
        name: 'Программа.pdf',
        url: `/api/lessons/${lesson.id}/files/${pdf.id}`,
        mimeType: 'application/pdf',
        size: 9,
      },
    ]);
    expect(await f.auditOf('lesson.create', lesson.id)).toHaveLength(1);
  });

  it('answers a bad video URL with the spec text on videoUrl', async () => {
    const { module } = await newModule();
    const response = await call('POST', `/api/modules/${module.id}/lessons`, {
      name: 'Урок',
      videoUrl: 'rutube/abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'videoUrl', message: 'Неверный URL видео' }]);
  });

  it('refuses images and unknown ids as attachments, and repeated files', async () => {
    const { module } = await newModule();
    const image = await f.upload('image', 'photo.png', PNG_1PX);
    const txt = await f.upload('attachment', 'a.txt', Buffer.from('a'));
    const url = `/api/modules/${module.id}/lessons`;
    const asImage = await call('POST', url, { name: 'У', fileIds: [txt.id, image.id] });
    expect(asImage.statusCode).toBe(400);
    expect(asImage.json().errors[0]).toEqual({
      path: 'fileIds.1',
      message: 'Нужен загруженный файл-вложение',
    });
    expect((await call('POST', url, { name: 'У', fileIds: [999999] })).json().errors[0].path).toBe(
      'fileIds.0',
    );
    expect((await call('POST', url, { name: 'У', fileIds: [txt.id, txt.id] })).json().errors[0].path).toBe(
      'fileIds.1',
    );
  });

  it('answers 404 for an unknown module and 403 to a curator not assigned', async () => {
    expect((await call('POST', '/api/modules/999999/lessons', { name: 'У' })).statusCode).toBe(404);
    const { module } = await newModule();
    expect(
      (await call('POST', `/api/modules/${module.id}/lessons`, { name: 'У' }, 'curator')).statusCode,
    ).toBe(403);
  });
});

describe('GET, PATCH, DELETE /api/lessons/{id}', () => {
  it('shows the lesson to admins and the assigned author (read-only once sent for verification)', async () => {
    const { course, module } = await newModule();
    const lesson = await f.addLesson(module.id, { content: '<h2>Тема</h2>' });
    expect((await call('GET', `/api/lessons/${lesson.id}`, undefined, 'curator')).statusCode).toBe(403);
    await f.assign('curator', course.id);
    await f.forceStatus(course.id, 1);
    const response = await call('GET', `/api/lessons/${lesson.id}`, undefined, 'curator');
    expect(response.statusCode).toBe(200);
    expect(response.json<Lesson>()).toMatchObject({
      courseId: course.id,
      content: '<h2>Тема</h2>',
      canEdit: false,
    });
    const locked = await call('PATCH', `/api/lessons/${lesson.id}`, { name: 'Нельзя' }, 'curator');
    expect(locked.statusCode).toBe(403);
    expect((await call('GET', '/api/lessons/999999')).statusCode).toBe(404);
  });

  it('edits name, video, content and replaces the file list in order; audit keeps sizes, not HTML', async () => {
    const { module } = await newModule();
    const lesson = await f.addLesson(module.id, { videoUrl: 'https://www.youtube.com/watch?v=1' });
    const a = await f.upload('attachment', 'a.txt', Buffer.from('a'));
    const b = await f.upload('attachment', 'b.csv', Buffer.from('b;c'));
    const response = await call('PATCH', `/api/lessons/${lesson.id}`, {
      name: 'Новое',
      videoUrl: '',
      content: '<p style="color: #ff0000; position: fixed">Цвет</p><img src="x" onerror="alert(1)">',
      fileIds: [b.id, a.id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Lesson>();
    expect(body).toMatchObject({ name: 'Новое', videoUrl: null });
    expect(body.content).toBe('<p style="color:#ff0000">Цвет</p><img src="x" />');
    expect(body.files.map((file) => file.name)).toEqual(['b.csv', 'a.txt']);
    const [event] = await f.auditOf('lesson.update', lesson.id);
    expect(event?.changes).toMatchObject({
      name: { to: 'Новое' },
      videoUrl: { from: 'https://www.youtube.com/watch?v=1', to: null },
      contentHtml: { from: '0 chars' },
      fileIds: { from: [], to: [b.id, a.id] },
    });
    const bad = await call('PATCH', `/api/lessons/${lesson.id}`, { videoUrl: 'javascript:alert(1)' });
    expect(bad.json().errors).toEqual([{ path: 'videoUrl', message: 'Неверный URL видео' }]);
  });

  it('deletes a lesson (200 with its «Отменить»), then 404', async () => {
    const { module } = await newModule();
    const lesson = await f.addLesson(module.id);
    expect((await call('DELETE', `/api/lessons/${lesson.id}`, undefined, 'speaker')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/lessons/${lesson.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/lessons/${lesson.id}`)).statusCode).toBe(404);
    expect(await f.auditOf('lesson.delete', lesson.id)).toHaveLength(1);
  });
});

describe('lesson files belong to their editors', () => {
  const NOT_OWN = 'Можно прикрепить только файл, который вы загрузили';

  it("refuses a curator's PATCH or POST that links another author's file, and the zip stays clean", async () => {
    const { module: secretModule } = await newModule();
    const theirs = await f.upload('attachment', 'Секретный план.pdf', Buffer.from('%PDF-1.4\nsecret'));
    await f.addLesson(secretModule.id, { fileIds: [theirs.id] });

    const { course, module } = await newModule();
    await f.assign('curator', course.id);
    const lesson = await f.addLesson(module.id);
    const mine = await f.upload('attachment', 'Мой конспект.txt', Buffer.from('мой'), 'curator');
    const patch = await call(
      'PATCH',
      `/api/lessons/${lesson.id}`,
      { fileIds: [mine.id, theirs.id] },
      'curator',
    );
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors).toEqual([{ path: 'fileIds.1', message: NOT_OWN }]);
    const create = await call(
      'POST',
      `/api/modules/${module.id}/lessons`,
      { name: 'У', fileIds: [theirs.id] },
      'curator',
    );
    expect(create.statusCode).toBe(400);
    expect(create.json().errors).toEqual([{ path: 'fileIds.0', message: NOT_OWN }]);

    expect((await call('GET', `/api/lessons/${lesson.id}/files`, undefined, 'curator')).statusCode).toBe(404);
  });

  it('lets a curator keep, reorder and drop the files the lesson has, and add their own', async () => {
    const { course, module } = await newModule();
    const a = await f.upload('attachment', 'a.txt', Buffer.from('a'));
    const b = await f.upload('attachment', 'b.txt', Buffer.from('b'));
    const lesson = await f.addLesson(module.id, { fileIds: [a.id, b.id] });
    await f.assign('curator', course.id);
    const mine = await f.upload('attachment', 'c.txt', Buffer.from('c'), 'curator');
    const response = await call(
      'PATCH',
      `/api/lessons/${lesson.id}`,
      { fileIds: [b.id, mine.id] },
      'curator',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Lesson>().files.map((file) => file.name)).toEqual(['b.txt', 'c.txt']);
    // Dropped, a file the curator did not upload cannot come back through them.
    const again = await call(
      'PATCH',
      `/api/lessons/${lesson.id}`,
      { fileIds: [b.id, mine.id, a.id] },
      'curator',
    );
    expect(again.json().errors).toEqual([{ path: 'fileIds.2', message: NOT_OWN }]);
  });

  it("lets an admin keep a curator's files and add the admin's own, but not link a stranger's", async () => {
    const { course, module } = await newModule();
    await f.assign('curator', course.id);
    const lesson = await f.addLesson(module.id);
    const curators = await f.upload('attachment', 'от куратора.txt', Buffer.from('к'), 'curator');
    expect(
      (await call('PATCH', `/api/lessons/${lesson.id}`, { fileIds: [curators.id] }, 'curator')).statusCode,
    ).toBe(200);
    const admins = await f.upload('attachment', 'от админа.txt', Buffer.from('а'));
    const kept = await call('PATCH', `/api/lessons/${lesson.id}`, { fileIds: [curators.id, admins.id] });
    expect(kept.statusCode).toBe(200);
    const speakers = await f.upload('attachment', 'от спикера.txt', Buffer.from('с'), 'speaker');
    const refused = await call('PATCH', `/api/lessons/${lesson.id}`, { fileIds: [admins.id, speakers.id] });
    expect(refused.json().errors).toEqual([{ path: 'fileIds.1', message: NOT_OWN }]);
  });
});

describe('GET /api/lessons/{id}/files/{fileId}', () => {
  it("downloads one file of the lesson to its readers only, under the lesson's name for it", async () => {
    const { course, module } = await newModule();
    const bytes = Buffer.from('%PDF-1.4\n% слайды\n');
    const pdf = await f.upload('attachment', 'Слайды урока.pdf', bytes);
    const lesson = await f.addLesson(module.id, { fileIds: [pdf.id] });
    const url = `/api/lessons/${lesson.id}/files/${pdf.id}`;

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call('GET', url, undefined, 'speaker')).statusCode).toBe(403);
    await f.assign('speaker', course.id);
    await f.forceStatus(course.id, 3);
    const download = await call('GET', url, undefined, 'speaker');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Слайды урока.pdf')}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for a file that is not linked to this lesson', async () => {
    const { module } = await newModule();
    const other = await f.upload('attachment', 'чужой.txt', Buffer.from('x'));
    const linked = await f.upload('attachment', 'свой.txt', Buffer.from('y'));
    const lesson = await f.addLesson(module.id, { fileIds: [linked.id] });
    const response = await call('GET', `/api/lessons/${lesson.id}/files/${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Файл не найден');
  });
});

describe('GET /api/lessons/{id}/files', () => {
  it('streams every file of the lesson as one zip with the exact bytes and unique names', async () => {
    const { course, module } = await newModule();
    const notes = Buffer.from('Конспект урока\n'.repeat(200));
    const slides = Buffer.from('%PDF-1.4\n% slides\n');
    const again = Buffer.from('второй конспект');
    const files = [
      await f.upload('attachment', 'Конспект.txt', notes),
      await f.upload('attachment', 'Слайды.pdf', slides),
      await f.upload('attachment', 'Конспект.txt', again),
    ];
    const lesson = await f.addLesson(module.id, {
      name: 'Урок: введение',
      fileIds: files.map((file) => file.id),
    });
    await f.assign('speaker', course.id);
    await f.forceStatus(course.id, 3);
    const response = await call('GET', `/api/lessons/${lesson.id}/files`, undefined, 'speaker');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lesson-${lesson.id}.zip"; filename*=UTF-8''${encodeURIComponent('Урок: введение.zip')}`,
    );
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(['Конспект.txt', 'Слайды.pdf', 'Конспект (2).txt']);
    expect(entries.get('Конспект.txt')?.equals(notes)).toBe(true);
    expect(entries.get('Слайды.pdf')?.equals(slides)).toBe(true);
    expect(entries.get('Конспект (2).txt')?.equals(again)).toBe(true);
  });

  it('answers 404 for a lesson without files or unknown, 403 to a curator not assigned', async () => {
    const { module } = await newModule();
    const lesson = await f.addLesson(module.id);
    const empty = await call('GET', `/api/lessons/${lesson.id}/files`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('У урока нет файлов');
    expect((await call('GET', '/api/lessons/999999/files')).statusCode).toBe(404);
    expect((await call('GET', `/api/lessons/${lesson.id}/files`, undefined, 'curator')).statusCode).toBe(403);
  });

  it('zips the seeded lesson files too', async () => {
    const response = await call('GET', '/api/lessons/1/files');
    expect(response.statusCode).toBe(200);
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toContain('Конспект урока.txt');
    expect(entries.get('Конспект урока.txt')?.toString()).toMatch(/^Конспект: /);
  });
});
