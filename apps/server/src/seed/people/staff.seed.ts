import type { Role } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { staff } from '../../db/schema/staff.table';
import { audit } from '../../modules/audit';
import { hashPassword } from '../../password';
import type { DomainSeed } from '../domain-seed';

export const DEMO_PASSWORD = 'demo1234';

interface DemoStaff {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  info: string;
  isVisible?: boolean;
}

/** The four demo accounts of the conventions (password demo1234), then colleagues for realistic lists. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    email: 'super@demo.test',
    role: 'super-admin',
    firstName: 'Ирина',
    lastName: 'Соколова',
    info: 'Руководитель онлайн-школы. Отвечает за развитие платформы, команду и партнёрства.',
  },
  {
    email: 'admin@demo.test',
    role: 'admin',
    firstName: 'Алексей',
    lastName: 'Морозов',
    info: 'Администратор платформы: курсы, заявки, продажи и поддержка сотрудников.',
  },
  {
    email: 'curator@demo.test',
    role: 'curator',
    firstName: 'Мария',
    lastName: 'Кузнецова',
    info: 'Куратор потоков по веб-разработке. Проверяет домашние задания и ведёт чат группы.',
    isVisible: true,
  },
  {
    email: 'speaker@demo.test',
    role: 'speaker',
    firstName: 'Дмитрий',
    lastName: 'Волков',
    info: 'Frontend-разработчик с 10-летним опытом, автор курсов по React и TypeScript.',
    isVisible: true,
  },
  {
    email: 'elena.smirnova@demo.test',
    role: 'admin',
    firstName: 'Елена',
    lastName: 'Смирнова',
    info: 'Администратор по работе с заявками и продажами.',
  },
  {
    email: 'sergey.lebedev@demo.test',
    role: 'speaker',
    firstName: 'Сергей',
    lastName: 'Лебедев',
    info: 'Data Scientist, преподаёт Python и машинное обучение.',
    isVisible: true,
  },
  {
    email: 'anna.kozlova@demo.test',
    role: 'speaker',
    firstName: 'Анна',
    lastName: 'Козлова',
    info: 'UX/UI-дизайнер, ведёт курс «Дизайн интерфейсов с нуля».',
    isVisible: true,
  },
  {
    email: 'pavel.novikov@demo.test',
    role: 'curator',
    firstName: 'Павел',
    lastName: 'Новиков',
    info: 'Куратор курсов по аналитике данных и SQL.',
    isVisible: true,
  },
  {
    email: 'olga.popova@demo.test',
    role: 'curator',
    firstName: 'Ольга',
    lastName: 'Попова',
    info: 'Куратор направления «Маркетинг», помогает студентам с дипломными проектами.',
  },
  {
    email: 'nikolay.fedorov@demo.test',
    role: 'speaker',
    firstName: 'Николай',
    lastName: 'Фёдоров',
    info: 'Backend-разработчик, автор курса «Node.js для профессионалов».',
    isVisible: true,
  },
  {
    email: 'tatiana.vasilieva@demo.test',
    role: 'speaker',
    firstName: 'Татьяна',
    lastName: 'Васильева',
    info: 'Интернет-маркетолог, ведёт курсы по SMM и таргетированной рекламе.',
  },
  {
    email: 'andrey.pavlov@demo.test',
    role: 'curator',
    firstName: 'Андрей',
    lastName: 'Павлов',
    info: 'Куратор потоков по мобильной разработке.',
  },
];

export const staffSeed: DomainSeed = {
  name: 'staff',
  async run(db, context) {
    const existing = await db.select({ email: sql<string>`lower(${staff.email})` }).from(staff);
    const known = new Set(existing.map((row) => row.email));
    const missing = DEMO_STAFF.filter((member) => !known.has(member.email));
    if (missing.length === 0) return;
    // One hash for all: they share the demo password and argon2 is deliberately slow.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(staff)
        .values(missing.map((member) => ({ ...member, isVisible: member.isVisible ?? false, passwordHash })))
        .returning({ id: staff.id, email: staff.email, role: staff.role });
      for (const row of rows) {
        await audit.created(tx, null, 'staff', row.id, { email: row.email, role: row.role, source: 'seed' });
      }
    });
    context.info(`seed: ${missing.length} staff accounts (password ${DEMO_PASSWORD})`);
  },
};
