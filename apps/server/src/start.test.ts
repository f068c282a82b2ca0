import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase, publicUrlWarning } from './start.ts';

describe('opening the database at start', () => {
  it('says where it failed without printing the password', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const config = loadConfig({
      DATABASE_URL: `postgres://shop:pg-s3cret@127.0.0.1:${port}/haat`,
    });
    const error = await openDatabase(config).then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(
      new RegExp(
        `^Cannot open the database at DATABASE_URL=postgres://shop:\\*\\*\\*@127\\.0\\.0\\.1:${port}/haat: `,
      ),
    );
    expect(error?.message).not.toContain('s3cret');
  });
});

describe('the PUBLIC_URL warning at start', () => {
  const warningFor = (env: NodeJS.ProcessEnv) => publicUrlWarning(loadConfig(env));

  it('warns when other machines can reach the shop but its links say localhost', () => {
    // The defaults: HOST 0.0.0.0 and PUBLIC_URL http://localhost:3000.
    expect(warningFor({})).toMatch(
      /^Warning: PUBLIC_URL is http:\/\/localhost:3000 while the shop listens on 0\.0\.0\.0: .*Set PUBLIC_URL/,
    );
    expect(warningFor({ HOST: '192.168.1.20', PUBLIC_URL: 'http://127.0.0.1:3000' })).toContain(
      'PUBLIC_URL is http://127.0.0.1:3000',
    );
    expect(warningFor({ HOST: '::', PUBLIC_URL: 'http://[::1]:3000' })).not.toBeNull();
  });

  it('stays quiet when the links are public or only this machine can reach the shop', () => {
    expect(warningFor({ PUBLIC_URL: 'https://shop.example.in' })).toBeNull();
    expect(warningFor({ HOST: '127.0.0.1' })).toBeNull();
    expect(warningFor({ HOST: 'localhost' })).toBeNull();
    expect(warningFor({ HOST: '::1' })).toBeNull();
  });
});
