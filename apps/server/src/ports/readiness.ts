import type { HealthReadyResponse } from '@school/contracts';

/** Whether this instance should get traffic (`GET /api/health/ready`); modules/health builds it. */
export interface Readiness {
  /** Called when SIGTERM arrives (server.stop): from then on the instance reports itself not ready. */
  startDraining(): void;
  readonly draining: boolean;
  check(): Promise<HealthReadyResponse>;
}
