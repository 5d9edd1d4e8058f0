import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { audit } from './audit.service';

/** A transaction that keeps what would be inserted: the trio's events without a database. */
function recorder() {
  const rows: Record<string, unknown>[] = [];
  // The actor's name is a subquery for the database to fill in: left out here.
  const tx = {
    insert: () => ({
      values: async ({ actorName: _name, ...row }: Record<string, unknown>) => rows.push(row),
    }),
  };
  return { tx: tx as unknown as Db, rows };
}

describe('audit.created / changed / removed', () => {
  it('records a creation as <entity>.create, each field from null, secrets and undefined left out', async () => {
    const { tx, rows } = recorder();
    await audit.created(tx, 7, 'staff', 12, {
      email: 'a@b.ru',
      role: 'curator',
      passwordHash: '$argon2id$…',
      info: undefined,
    });
    expect(rows).toEqual([
      {
        actorId: 7,
        action: 'staff.create',
        entity: 'staff',
        entityId: 12,
        changes: { email: { from: null, to: 'a@b.ru' }, role: { from: null, to: 'curator' } },
      },
    ]);
  });

  it('records only the changed fields of an update, and nothing when none changed', async () => {
    const { tx, rows } = recorder();
    const before = { name: 'Старое', level: 'beginner', password: 'x' };
    expect(await audit.changed(tx, 1, 'course', 3, before, { name: 'Новое', level: 'beginner' })).toBe(true);
    expect(await audit.changed(tx, 1, 'course', 3, before, { level: 'beginner', name: undefined })).toBe(
      false,
    );
    expect(await audit.changed(tx, 1, 'course', 3, before, { password: 'y' })).toBe(false);
    expect(rows).toEqual([
      {
        actorId: 1,
        action: 'course.update',
        entity: 'course',
        entityId: 3,
        changes: { name: { from: 'Старое', to: 'Новое' } },
      },
    ]);
  });

  it('records changes already worked out as <entity>.update, secrets left out, nothing when empty', async () => {
    const { tx, rows } = recorder();
    const subject = { entity: 'faq-item', action: 'faq' };
    expect(
      await audit.updated(tx, 2, subject, 4, { contentHtml: { from: '10 chars', to: '12 chars' } }),
    ).toBe(true);
    expect(await audit.updated(tx, 2, subject, 4, {})).toBe(false);
    expect(await audit.updated(tx, 2, subject, 4, { passwordHash: { from: 'a', to: 'b' } })).toBe(false);
    expect(rows).toEqual([
      {
        actorId: 2,
        action: 'faq.update',
        entity: 'faq-item',
        entityId: 4,
        changes: { contentHtml: { from: '10 chars', to: '12 chars' } },
      },
    ]);
  });

  it('records a removal as <entity>.delete, each field to null', async () => {
    const { tx, rows } = recorder();
    await audit.removed(tx, null, 'module', 5, { courseId: 2, lessonIds: [8, 9] });
    expect(rows[0]).toEqual({
      actorId: null,
      action: 'module.delete',
      entity: 'module',
      entityId: 5,
      changes: { courseId: { from: 2, to: null }, lessonIds: { from: [8, 9], to: null } },
    });
  });

  it('keeps an action prefix that differs from the entity', async () => {
    const { tx, rows } = recorder();
    await audit.removed(tx, 1, { entity: 'faq-item', action: 'faq' }, 4, { question: 'Q' });
    expect(rows[0]).toMatchObject({ action: 'faq.delete', entity: 'faq-item' });
  });
});
