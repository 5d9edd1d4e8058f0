import { parseArgs } from 'node:util';
import { emailSchema, ROLES, roleSchema } from '@school/contracts';
import { createStaff } from '../modules/staff';
import { generatePassword } from '../password';
import { runCli } from './cli-runner';

const USAGE = `Usage: npm run create-admin -- --email E --role ${ROLES.join('|')} [--first-name N] [--last-name N]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({ options: OPTIONS, strict: true }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const OPTIONS = {
  email: { type: 'string' },
  role: { type: 'string', default: 'super-admin' },
  'first-name': { type: 'string', default: 'Администратор' },
  'last-name': { type: 'string', default: '' },
} as const;

const values = readArgs();

const email = emailSchema.safeParse(values.email ?? '');
if (!email.success) fail(`--email: ${values.email ? 'email must be an email' : 'is required'}`);
const role = roleSchema.safeParse(values.role);
if (!role.success) fail(`--role must be one of ${ROLES.join(', ')}`);

await runCli(async (database) => {
  const password = generatePassword();
  const created = await createStaff(database.db, {
    email: email.data,
    role: role.data,
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    password,
  });
  console.log(`Created ${created.role} ${created.email} (id ${created.id}).`);
  console.log(`One-time password (shown once, change it after the first login): ${password}`);
});
