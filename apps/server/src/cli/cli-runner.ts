import { type AppConfig, ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { type Database, databaseTarget, openDatabase } from '../db/database';
import { AppError } from '../http-errors';

/** Opens the configured database with migrations applied, runs `task`, closes; prints errors as one line. */
export async function runCli(task: (database: Database, config: AppConfig) => Promise<void>): Promise<void> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase(databaseTarget(config), { warn: (_obj, msg) => console.warn(msg) });
    await database.migrate();
    await task(database, config);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
