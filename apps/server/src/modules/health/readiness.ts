import type { HealthReadyResponse } from '@school/contracts';
import type { Readiness } from '../../ports';

export type { Readiness };

interface ReadinessDeps {
  ping: () => Promise<void>;
  migrationsApplied: () => Promise<boolean>;
  warn: (obj: object, msg: string) => void;
}

/** Ready = the database answers, this build's migrations are applied, and the instance is not draining. */
export function createReadiness({ ping, migrationsApplied, warn }: ReadinessDeps): Readiness {
  let draining = false;
  return {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async check() {
      let database: HealthReadyResponse['checks']['database'] = 'ok';
      let migrations: HealthReadyResponse['checks']['migrations'] = 'unknown';
      try {
        await ping();
        migrations = (await migrationsApplied()) ? 'ok' : 'pending';
      } catch (error) {
        warn({ err: error }, 'readiness check: database unavailable');
        database = 'unavailable';
      }
      const checks = { database, migrations, instance: draining ? 'draining' : 'ok' } as const;
      const ok = database === 'ok' && migrations === 'ok' && !draining;
      return { status: ok ? 'ok' : 'unavailable', checks };
    },
  };
}
