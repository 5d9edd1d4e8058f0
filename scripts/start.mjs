#!/usr/bin/env node
// `npm start`: builds when needed, then runs the one production process (API + web app) in the foreground.
import { spawn } from 'node:child_process';
import { buildIfStale, root, serverEntry } from './build-if-stale.mjs';

const status = buildIfStale();
if (status !== 0) process.exit(status);

const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
