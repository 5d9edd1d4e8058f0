import { createHash } from 'node:crypto';
import { type DemoFile, gradientPng, type Rgb, simplePdf } from '../demo-files';
import type { DemoCourse } from './courses.seed-data';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export interface DemoLesson {
  name: string;
  videoUrl: string | null;
  contentHtml: string;
}

/** Two or three lessons per module: theory and practice with a video, and sometimes homework. */
export function demoLessons(course: DemoCourse, moduleName: string, moduleIndex: number): DemoLesson[] {
  const names = [`${moduleName}: теория`, `${moduleName}: практика`];
  if ((moduleIndex + course.name.length) % 2 === 0) names.push(`Домашнее задание: ${lowerFirst(moduleName)}`);
  return names.map((name, index) => ({
    name,
    videoUrl:
      index < 2
        ? `https://rutube.ru/video/${createHash('md5')
            .update(name + course.name)
            .digest('hex')}/`
        : null,
    contentHtml:
      `<h2>${name}</h2>` +
      `<p>В этом уроке курса «${course.name}» разбираем тему «${moduleName}». ` +
      'Посмотрите видео, затем пройдите по плану ниже.</p>' +
      '<ul><li>Ключевые понятия и термины</li><li>Разбор примеров из практики</li>' +
      '<li>Вопросы для самопроверки</li></ul>' +
      '<p>Если что-то осталось непонятным, задайте вопрос куратору в чате потока.</p>',
  }));
}

function mix(color: Rgb, white: number): Rgb {
  const lighten = (channel: number) => Math.round(channel + (255 - channel) * white);
  return [lighten(color[0]), lighten(color[1]), lighten(color[2])];
}

export function demoCover(index: number, colors: readonly [Rgb, Rgb]): DemoFile {
  const [from, to] = index % 2 === 0 ? colors : [colors[1], colors[0]];
  return {
    name: `Обложка курса ${index + 1}.png`,
    kind: 'image',
    mimeType: 'image/png',
    bytes: gradientPng(240, 135, mix(from, (index % 3) * 0.15), to),
  };
}

/** Attachments of the course's first lessons: notes for all, a programme and a checklist for some. */
export function demoAttachments(course: DemoCourse, index: number): { lesson: number; file: DemoFile }[] {
  const notes = [
    `Конспект: ${course.name}`,
    '',
    ...course.modules.map((module, i) => `${i + 1}. ${module}`),
    '',
    'Перед следующим уроком повторите ключевые понятия и выполните задания из видео.',
  ].join('\n');
  const files: { lesson: number; file: DemoFile }[] = [
    {
      lesson: 0,
      file: {
        name: 'Конспект урока.txt',
        kind: 'attachment',
        mimeType: 'text/plain; charset=utf-8',
        bytes: Buffer.from(notes),
      },
    },
  ];
  if (index % 3 === 0) {
    const pdf = simplePdf([
      `Course programme #${index + 1}`,
      ...course.modules.map((_, i) => `Module ${i + 1}`),
    ]);
    files.push({
      lesson: 0,
      file: { name: 'Программа курса.pdf', kind: 'attachment', mimeType: 'application/pdf', bytes: pdf },
    });
  }
  if (index % 4 === 0) {
    const csv = `\uFEFFШаг;Готово\n${course.modules.map((module) => `${module};нет`).join('\n')}\n`;
    files.push({
      lesson: 1,
      file: {
        name: 'Чек-лист.csv',
        kind: 'attachment',
        mimeType: 'text/csv; charset=utf-8',
        bytes: Buffer.from(csv),
      },
    });
  }
  return files;
}
