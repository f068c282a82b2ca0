import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ORIGIN } from './test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process printed, for a test that reads its log lines. */
  output(): string;
}

/**
 * A shop server in its own process (testing/server-process.ts) over `databaseUrl`; `env` adds
 * or overrides variables (REDIS_URL is off unless given, the log silent unless LOG_LEVEL is).
 */
export function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server-process.ts')], {
    cwd: path.join(here, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      PORT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.stderr!.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${printed}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /listening (\d+)/.exec(printed)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({
          child,
          port: Number(port),
          url: `http://127.0.0.1:${port}`,
          exited,
          output: () => printed,
        });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${printed}`));
    });
  });
}

/** Ends a server process (SIGTERM) if it still runs and waits for it. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  await server.exited;
}
