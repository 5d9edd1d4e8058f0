import { runCli } from './cli-runner';

await runCli(async (database) => {
  console.log(`Migrations applied (${database.kind} database).`);
});
