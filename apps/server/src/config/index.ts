export { type AppConfig, ConfigError, type LogLevel, loadConfig, type S3Config } from './config';
export { ensureJwtSecret } from './jwt-secret';
