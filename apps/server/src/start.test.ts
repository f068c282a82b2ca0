import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './start.ts';

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
