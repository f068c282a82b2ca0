import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@haat/contracts';
import { catalogueFiles, catalogueSources, readCatalogue } from './catalogue-files';
import { catalogueGaps, readPo } from './po-file';

/**
 * issue 30, "Tests": each catalogue (lingui.config.ts: the shell's and one per feature) holds
 * the same messages in English and Hindi, and no Hindi translation is empty
 * (`npm run i18n:extract` writes them all from the code).
 */
const pairs = catalogueFiles('en').map((english, index) => ({
  name: path.relative(path.resolve(import.meta.dirname, '..'), english),
  english: readCatalogue(english),
  hindi: readCatalogue(catalogueFiles('hi')[index]!),
}));

describe('catalogues', () => {
  it('reads every catalogue the config declares, the shell and the features', () => {
    expect(pairs.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['locales/en.po', 'features/auth/locales/en.po']),
    );
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    expect(pairs[0]!.english.size).toBeGreaterThan(10);
  });

  it.each(pairs.map((pair) => [pair.name, pair] as const))(
    '%s has every message in both languages and every Hindi one translated',
    (_name, { english, hindi }) => {
      expect(catalogueGaps(english, hindi)).toEqual({
        onlyInEnglish: [],
        onlyInHindi: [],
        emptyInHindi: [],
      });
    },
  );

  it.each(pairs.map((pair) => [pair.name, pair] as const))(
    '%s keeps the placeholders of each English message in its Hindi one',
    (_name, { english, hindi }) => {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      for (const [id] of english) {
        expect(placeholders(hindi.get(id) ?? ''), id).toEqual(placeholders(id));
      }
    },
  );

  it('gives a message that is in several catalogues the same Hindi in each', () => {
    const seen = new Map<string, { hindi: string; name: string }>();
    const differing: string[] = [];
    for (const { name, hindi } of pairs) {
      for (const [id, text] of hindi) {
        const first = seen.get(id);
        if (!first) seen.set(id, { hindi: text, name });
        else if (first.hindi !== text) differing.push(`${id}: ${first.name} and ${name}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it("holds the order states' names wherever the status pill or the order timeline goes", () => {
    // Both take the names from components/order-status-labels.ts, which extraction does not
    // follow from their imports: lingui.config.ts names it beside them.
    const sources = catalogueSources();
    const users = pairs.filter((_pair, index) =>
      sources[index]!.some((source) =>
        ['components/OrderStatusBadge.tsx', 'components/OrderTimeline.tsx'].includes(source),
      ),
    );
    expect(users.map(({ name }) => name).sort()).toEqual([
      'features/admin/locales/en.po',
      'features/agents/locales/en.po',
      'features/orders/locales/en.po',
    ]);
    for (const { name, english, hindi } of users) {
      for (const status of ORDER_STATUSES) {
        const label = ORDER_STATUS_LABELS[status];
        expect(english.get(label), `${name}: ${label}`).toBe(label);
        expect(hindi.get(label), `${name}: ${label}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('finds a message missing on either side and an empty translation', () => {
    const english = readPo('msgid "Home"\nmsgstr "Home"\n\nmsgid "Cart"\nmsgstr "Cart"\n');
    const hindi = readPo('msgid "Home"\nmsgstr ""\n\nmsgid "Extra"\nmsgstr "अतिरिक्त"\n');
    expect(catalogueGaps(english, hindi)).toEqual({
      onlyInEnglish: ['Cart'],
      onlyInHindi: ['Extra'],
      emptyInHindi: ['Home'],
    });
  });
});
