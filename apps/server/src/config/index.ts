export { type AppConfig, ConfigError, type LogLevel, loadConfig } from './config';
export { ensureJwtSecret } from './jwt-secret';
