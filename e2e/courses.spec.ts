import { readFileSync } from 'node:fs';
import { addNamed, createCourse, logout, outline, pickOption, toast, unique } from './support/courses';
import { scaled } from './support/scaled';
import { DEMO, login, signIn } from './support/session';
import { expect, test } from './support/test';

test.describe('Курсы', () => {
  test(
    'курс с модулем и уроками: порядок сохраняется, автор отправляет на проверку, админ возвращает и публикует',
    scaled(
      'two users in turn: the order and the status one writes, the other reads at once, maybe through the other instance and the replica',
    ),
    async ({ page }) => {
      test.setTimeout(90_000);
      const name = unique('Курс e2e');
      await signIn(page, DEMO.admin);
      const courseUrl = await createCourse(page, name);
      await expect(page.locator('.app-course-header')).toContainText('Черновик');

      await addNamed(page, 'Добавить модуль', 'Основы');
      await addNamed(page, 'Добавить урок: Основы', 'Первый урок');
      await addNamed(page, 'Добавить урок: Основы', 'Второй урок');
      await addNamed(page, 'Добавить модуль', 'Практика');
      await expect
        .poll(() => outline(page))
        .toEqual(['1. Основы', 'Первый урок', 'Второй урок', '2. Практика']);

      // Keyboard-accessible arrows for lessons, drag and drop for modules; both persist.
      await page.getByRole('button', { name: 'Переместить ниже: Первый урок' }).click();
      await expect(toast(page)).toContainText('Порядок сохранён');
      await page
        .locator('.app-module', { hasText: 'Практика' })
        .dragTo(page.locator('.app-module', { hasText: 'Основы' }));
      await expect
        .poll(() => outline(page))
        .toEqual(['1. Практика', '2. Основы', 'Второй урок', 'Первый урок']);
      await page.reload();
      await expect
        .poll(() => outline(page))
        .toEqual(['1. Практика', '2. Основы', 'Второй урок', 'Первый урок']);

      // The admin assigns the curator, who then finds the course in «Мои курсы».
      await pickOption(page, 'Выберите сотрудника', 'Кузнецова Мария');
      await page.getByRole('button', { name: 'Назначить' }).click();
      await expect(toast(page)).toContainText('Сотрудник назначен на курс');
      await logout(page);

      await login(page, DEMO.curator);
      await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(courseUrl);
      const actions = page.locator('.app-course-header');
      await expect(actions.getByRole('button')).toHaveText(['Отправить на проверку']);
      await actions.getByRole('button', { name: 'Отправить на проверку' }).click();
      await expect(toast(page)).toContainText('Курс отправлен на проверку');
      await expect(actions).toContainText('В ожидании');
      await expect(actions.getByRole('button')).toHaveCount(0);
      await logout(page);

      await signIn(page, DEMO.admin);
      await page.goto(courseUrl);
      await page.getByRole('button', { name: 'Вернуть на доработку' }).click();
      const dialog = page.getByRole('dialog', { name: 'Вернуть на доработку' });
      await dialog.getByRole('button', { name: 'Вернуть на доработку' }).click();
      await expect(dialog.getByText('Поле обязательно')).toBeVisible();
      await dialog.getByLabel('Комментарий').fill('Добавьте практическое задание во второй модуль');
      await dialog.getByRole('button', { name: 'Вернуть на доработку' }).click();
      await expect(toast(page)).toContainText('Курс возвращён на доработку');
      await expect(actions).toContainText('Нужны правки');
      const history = page.getByRole('region', { name: 'История статусов' });
      await expect(history).toContainText('Добавьте практическое задание во второй модуль');
      await expect(history).toContainText('Морозов Алексей');
      await expect(history).toContainText('Кузнецова Мария');

      await actions.getByRole('button', { name: 'Опубликовать' }).click();
      await expect(toast(page)).toContainText('Курс опубликован');
      await expect(actions).toContainText('Опубликовано');
    },
  );

  test('админ находит автора по e-mail в списке сотрудников и назначает его', async ({ page }) => {
    const name = unique('Курс с автором');
    await signIn(page, DEMO.admin);
    await createCourse(page, name);
    await page.getByRole('button', { name: 'Выберите сотрудника', exact: true }).click();
    const offered = page.locator('.p-dropdown-panel').getByRole('option');
    // Only curators and speakers are offered; the search goes to the server and matches e-mails too.
    await expect(offered.filter({ hasText: 'Кузнецова Мария' })).toBeVisible();
    await expect(offered.filter({ hasText: 'Морозов Алексей' })).toHaveCount(0);
    await page.locator('.p-dropdown-filter').fill('speaker@demo');
    await expect(offered).toHaveText(['Волков Дмитрий']);
    await offered.filter({ hasText: 'Волков Дмитрий' }).click();
    await page.getByRole('button', { name: 'Назначить' }).click();
    await expect(toast(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Авторы' })).toContainText('Волков Дмитрий');
  });

  test('куратор создаёт свой курс и сразу становится его автором', async ({ page }) => {
    const name = unique('Авторский курс');
    await signIn(page, DEMO.curator);
    await createCourse(page, name, '/profile/courses');
    await expect(page.getByRole('region', { name: 'Авторы' })).toContainText('Кузнецова Мария');
    const header = page.locator('.app-course-header');
    await expect(header.getByRole('button')).toHaveText(['Отправить на проверку']);
    await expect(page.getByLabel('Цена до скидки, ₽')).toHaveCount(0);
    await addNamed(page, 'Добавить модуль', 'Введение');
    await expect(toast(page)).toContainText('Модуль добавлен');
    await page.goto('/profile/courses');
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test(
    'урок: неверное видео, файлы с прогрессом, скачивание файла и zip, курс не перезагружается',
    scaled('files go to S3 with progress and come back through either instance, one by one and as a zip'),
    async ({ page }) => {
      await signIn(page, DEMO.admin);
      await createCourse(page, unique('Курс с файлами'));
      await addNamed(page, 'Добавить модуль', 'Материалы');
      await addNamed(page, 'Добавить урок: Материалы', 'Урок с файлами');
      await addNamed(page, 'Добавить урок: Материалы', 'Соседний урок');
      const courseId = page.url().split('/').pop();

      await page.getByRole('link', { name: 'Урок с файлами' }).click();
      await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText(
        'Урок с файлами',
      );
      await page.getByLabel('Ссылка на видео').fill('rutube точка ру');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Неверный URL видео')).toBeVisible();
      await page.getByLabel('Ссылка на видео').fill('https://rutube.ru/video/123/');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(toast(page)).toContainText('Урок обновлён');

      const picker = page.locator('.p-fileupload input[type=file]');
      await picker.setInputFiles({
        name: 'setup.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await expect(toast(page)).toContainText('Такой файл нельзя прикрепить');
      await picker.setInputFiles({
        name: 'конспект.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Конспект урока'),
      });
      await expect(toast(page)).toContainText('Файл прикреплён');
      // The name downloads the file with the token (a bare link would be refused by the server).
      const attachment = page.getByRole('button', { name: 'конспект.txt', exact: true });
      await expect(attachment).toBeVisible();
      const gettingFile = page.waitForEvent('download');
      await attachment.click();
      const file = await gettingFile;
      expect(file.suggestedFilename()).toBe('конспект.txt');
      expect(readFileSync(await file.path()).toString('utf8')).toBe('Конспект урока');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Скачать всё (zip)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Урок с файлами.zip');
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

      // Only the lessonId changes: the lesson loads, the course is not asked for again.
      const courseCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api/courses/${courseId}`) courseCalls.push(request.url());
      });
      await page
        .getByRole('navigation', { name: 'Модули и уроки' })
        .getByRole('link', { name: 'Соседний урок' })
        .click();
      await expect(page.getByRole('heading', { name: 'Соседний урок' })).toBeVisible();
      expect(courseCalls).toEqual([]);
    },
  );

  test('список курсов: фильтр по статусу живёт в адресе и переживает перезагрузку', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/courses');
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await pickOption(page, 'Статус: все', 'Опубликовано');
    await expect(page).toHaveURL(/[?&]status=3/);
    const statuses = table.locator('.app-status-tag');
    await expect(statuses.first()).toHaveText('Опубликовано');
    expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Опубликовано']));

    await page.reload();
    await expect(page).toHaveURL(/[?&]status=3/);
    await expect(page.locator('.app-list-toolbar .p-dropdown-label').first()).toHaveText('Опубликовано');
    expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Опубликовано']));
    await expect(table).toContainText(/\d+ урок(а|ов)?/);

    // Sorting goes to the URL too, and the back button returns to the previous view.
    await table.getByRole('columnheader', { name: 'Название' }).click();
    await expect(page).toHaveURL(/sort=name%3Aasc/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page).toHaveURL(/[?&]status=3/);
  });
});
