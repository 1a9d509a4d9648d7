// npm run admin:create -- --email you@example.com [--name "Your Name"] [--reset]
// Creates an admin account (or, with --reset, sets a new password on an existing account and makes
// it an admin). The password comes from ADMIN_PASSWORD or is asked for twice without echo.
// On the embedded database, run it while the server is stopped.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { loadConfigOrExit } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';
import { createAuthService } from '../server/auth/auth-service.ts';
import { passwordProblem } from '../server/auth/password-policy.ts';
import { PASSWORD_MIN_LENGTH } from '../shared/domain/account-schemas.ts';
import { passwordMessage } from '../app/features/auth/account-answers.ts';
import { loginSchema } from '../shared/domain/auth-schemas.ts';

/** A problem to report in one clear line (after the database is closed), exit status 1. */
class ScriptError extends Error {}

function fail(message: string): never {
  throw new ScriptError(message);
}

/** Reads one line; on a terminal the typed characters are not echoed. */
function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: process.stdin.isTTY,
    });
    if (process.stdin.isTTY) {
      // Print the question, then swallow the echo of what is typed.
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      process.stdout.write(question);
      output._writeToOutput = () => {};
      rl.question('', (answer) => {
        process.stdout.write('\n');
        rl.close();
        resolve(answer);
      });
    } else {
      rl.question(question, (answer) => {
        rl.close();
        resolve(answer);
      });
    }
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return (await ask('Password: ')).trim();
  const first = await ask(`Password (at least ${PASSWORD_MIN_LENGTH} characters): `);
  const second = await ask('Repeat the password: ');
  if (first !== second) fail('The two passwords differ. Nothing was changed.');
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string', default: '' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) {
    fail(
      'Usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--reset]\n' +
        'The password is read from ADMIN_PASSWORD, or asked for. --reset sets a new password on an\n' +
        'existing account (and makes it an admin); its sessions are signed out.',
    );
  }
  const email = loginSchema.shape.email.safeParse(values.email);
  if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'not valid'}`);

  // The same rule as sign-up (ASVS L2: 12 to 128 characters, not a commonly used password), checked
  // before the database is opened.
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) fail(`${passwordMessage(problem)} Nothing was changed.`);

  const config = loadConfigOrExit();

  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      fail(
        `${error.message}\nThe admin account was not created: stop the server, run this command, then start it again.`,
      );
    }
    throw error;
  }
  try {
    await database.migrate();
    const auth = createAuthService(database.db, { isSecureCookie: config.cookieSecure });
    const existing = await auth.findUserByEmail(email.data);
    if (existing && !values.reset) {
      fail(`An account with ${email.data} already exists. Run again with --reset to set a new password.`);
    }
    if (existing) {
      await auth.setPassword(existing.id, password, 'admin');
      console.log(
        `Password set for ${existing.email}; the account is an admin. Its sessions were signed out.`,
      );
    } else {
      const user = await auth.createUser({ email: email.data, password, role: 'admin', name: values.name });
      console.log(`Admin ${user.email} created. Sign in at /login.`);
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ScriptError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
