import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { demoAccountsStillThere, ensureAdmin, seedDemoData } from './seed/seed.ts';
import { createTestClock } from './clock/test-clock.ts';
import { createMailer } from './mail/mailer.ts';
import { loadPincodes } from './pincode/pincode-data.ts';
import { maskSecrets } from './secrets.ts';
import { exitOnSignals } from './shutdown.ts';
import { defaultWebRoot, openDatabase, publicUrlWarning } from './start.ts';

/** Reads the environment, migrates, seeds an empty database, listens, and shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const print = (line: string) => console.log(line);
  const started: { demo: Awaited<ReturnType<typeof seedDemoData>> | null } = { demo: null };
  const db = await openDatabase(config, async (opened) => {
    const pincodes = await loadPincodes(opened);
    if (pincodes) print(`Loaded ${pincodes} pincodes from India Post's data.`);
    // Seeding first: it fills only an empty database, and the configured admin must not count.
    started.demo = config.seedDemo ? await seedDemoData(opened, print) : null;
    if (config.admin) await ensureAdmin(opened, config.admin.email, config.admin.password);
  });

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, print);
  const testClock = config.testClock ? createTestClock() : undefined;
  const app = await buildApp({
    config,
    db,
    mailer,
    webRoot: defaultWebRoot(),
    now: testClock?.now ?? (() => new Date()),
    testClock,
  });
  if (testClock) print("HAAT_TEST_CLOCK=1: tests may move this server's clock forward.");
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`PORT ${config.port} is already in use; set PORT to a free port.`, {
        cause: error,
      });
    }
    throw error;
  }

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  print(`\nHaat is running on http://${shown}:${config.port}`);
  const { demo } = started;
  const accounts = demo?.seeded ? demo.accounts : await demoAccountsStillThere(db);
  if (accounts.length) {
    print('Demo accounts:');
    for (const account of accounts) {
      print(`  ${account.role.padEnd(8)} ${account.login.padEnd(22)} password ${account.password}`);
    }
  }
  if (config.admin) print(`Admin account from ADMIN_EMAIL: ${config.admin.email}`);
  const warning = publicUrlWarning(config);
  if (warning) print(`\n${warning}`);

  exitOnSignals(app);
}

main().catch((error: unknown) => {
  // Whatever failed, a password inside a connection URL is never printed.
  const message = maskSecrets(error instanceof Error ? error.message : String(error));
  console.error(error instanceof ConfigError ? message : `Haat could not start: ${message}`);
  if (!(error instanceof ConfigError) && process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
