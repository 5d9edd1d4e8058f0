import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    'cli/outbox': 'src/cli/outbox.ts',
    'cli/storage-migrate': 'src/cli/storage-migrate.ts',
    'cli/statistics-repair': 'src/cli/statistics-repair.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
    'cli/storage-backup': 'src/cli/storage-backup.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // Contracts ship TypeScript source, so they are bundled; real dependencies stay in node_modules.
  noExternal: ['@school/contracts'],
});
