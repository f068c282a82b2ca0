import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtWeb, distDir } from './built-web.ts';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(file);
    return [file];
  });
}

beforeAll(() => {
  builtWeb();
}, 180_000);

describe('precompressed web build', () => {
  it('has a brotli and a gzip form of every script, style sheet and text file', () => {
    const originals = filesUnder(distDir).filter(
      (file) => /\.(js|css|svg|webmanifest|txt)$/.test(file) && !file.endsWith('index.html'),
    );
    expect(originals.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of originals) {
      const bytes = fs.readFileSync(file);
      const name = path.relative(distDir, file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(bytes), name).toBe(
        true,
      );
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(bytes), name).toBe(true);
    }
  });
});
