import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { type Database, databaseTarget, openDatabase } from '../db/database';
import { AppError } from '../http-errors';

export interface CliOptions {
  /** Where relative paths (DATA_DIR) resolve from; default the working directory. */
  cwd?: string;
  /** Refuse to create an embedded database: the command only reads one that exists. */
  existingDatabaseOnly?: boolean;
  /** Printed after the message when the embedded database is held by another process (the server). */
  whenDataDirLocked?: string;
}

/** Opens the configured database with migrations applied, runs `task`, closes; prints errors as one line. */
export async function runCli(
  task: (database: Database, config: AppConfig) => Promise<void>,
  options: CliOptions = {},
): Promise<void> {
  let database: Database | undefined;
  try {
    const config = loadConfig(process.env, options.cwd);
    if (options.existingDatabaseOnly && !config.databaseUrl && !embeddedDatabaseExists(config.dataDir)) {
      throw new AppError(
        404,
        `No embedded database in ${config.dataDir}: set DATA_DIR to the server's data directory.`,
      );
    }
    database = await openDatabase(databaseTarget(config), { warn: (_obj, msg) => console.warn(msg) });
    await database.migrate();
    await task(database, config);
  } catch (error) {
    if (error instanceof DataDirLockedError && options.whenDataDirLocked) {
      console.error(`${error.message}\n${options.whenDataDirLocked}`);
    } else if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof AppError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));
}
