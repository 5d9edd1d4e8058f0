import { staffSeed } from '../../modules/admins/staff.seed';
import { coursesSeed } from '../../modules/courses/courses.seed';
import { directionsSeed } from '../../modules/directions/directions.seed';
import { studentsSeed } from '../../modules/students/students.seed';
import type { Db } from '../types';
import type { SeedContext, SeedModule } from './seed-module';

/** Demo data of every section, in dependency order. Later sections append their seed module here. */
export const seedModules: readonly SeedModule[] = [staffSeed, directionsSeed, coursesSeed, studentsSeed];

export async function seedDemoData(db: Db, context: SeedContext): Promise<void> {
  for (const module of seedModules) {
    await module.run(db, context);
  }
}
