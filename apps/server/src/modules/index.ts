import { adminsRoutes } from './admins/admins.routes';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import type { ModulePlugin } from './module';
import { storageRoutes } from './storage/storage.routes';

/** The one list of domains: each contributes its routes under `/api/<prefix>`. Add new domains here. */
export const modules: ReadonlyArray<{ prefix: string; routes: ModulePlugin }> = [
  { prefix: '/auth', routes: authRoutes },
  { prefix: '/admins', routes: adminsRoutes },
  { prefix: '/storage', routes: storageRoutes },
  { prefix: '/health', routes: healthRoutes },
];
