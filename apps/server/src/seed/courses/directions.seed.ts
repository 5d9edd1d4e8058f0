import { sql } from 'drizzle-orm';
import { directions } from '../../db/schema/directions.table';
import { audit } from '../../modules/audit';
import { gradientPng, type Rgb, storeDemoFile } from '../demo-files';
import type { DomainSeed } from '../domain-seed';

interface DemoDirection {
  name: string;
  description: string;
  colors: readonly [Rgb, Rgb];
}

export const DEMO_DIRECTIONS: readonly DemoDirection[] = [
  {
    name: 'Программирование',
    description: 'Веб-разработка, бэкенд, мобильные приложения и инструменты разработчика.',
    colors: [
      [30, 136, 229],
      [94, 53, 177],
    ],
  },
  {
    name: 'Дизайн',
    description: 'Интерфейсы, графический дизайн, иллюстрация и работа в Figma.',
    colors: [
      [236, 64, 122],
      [255, 167, 38],
    ],
  },
  {
    name: 'Маркетинг',
    description: 'Интернет-маркетинг, SMM, таргетированная реклама и тексты.',
    colors: [
      [67, 160, 71],
      [0, 172, 193],
    ],
  },
  {
    name: 'Аналитика данных',
    description: 'SQL, Python, визуализация данных и машинное обучение.',
    colors: [
      [0, 137, 123],
      [63, 81, 181],
    ],
  },
  {
    name: 'Управление проектами',
    description: 'Agile и Scrum, управление командой, продуктом и сроками.',
    colors: [
      [255, 112, 67],
      [194, 24, 91],
    ],
  },
  {
    name: 'Английский язык',
    description: 'Разговорный и деловой английский для работы в IT.',
    colors: [
      [121, 85, 72],
      [255, 202, 40],
    ],
  },
];

/** Covers are 240×135 gradients made in code (see demo-files.ts). */
export const directionsSeed: DomainSeed = {
  name: 'directions',
  async run(db, context) {
    const existing = await db.select({ name: sql<string>`lower(${directions.name})` }).from(directions);
    const known = new Set(existing.map((row) => row.name));
    const missing = DEMO_DIRECTIONS.filter((direction) => !known.has(direction.name.toLowerCase()));
    if (missing.length === 0) return;
    await db.transaction(async (tx) => {
      for (const [index, direction] of missing.entries()) {
        const cover = await storeDemoFile(tx, context.fileStore, {
          name: `Направление ${index + 1}.png`,
          kind: 'image',
          mimeType: 'image/png',
          bytes: gradientPng(240, 135, ...direction.colors),
        });
        const [row] = await tx
          .insert(directions)
          .values({
            name: direction.name,
            description: direction.description,
            coverFileId: cover.id,
            position: DEMO_DIRECTIONS.indexOf(direction),
          })
          .returning({ id: directions.id });
        await audit.created(tx, null, 'direction', row?.id ?? null, { name: direction.name, source: 'seed' });
      }
    });
    context.info(`seed: ${missing.length} course directions`);
  },
};
