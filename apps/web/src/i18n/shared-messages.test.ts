import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@haat/contracts';
import { makeEnglishI18n, loadI18n } from './i18n';
import { SHARED_MESSAGES, sharedMessage, type SharedMessageKey } from './shared-messages';

const keys = Object.keys(SHARED_MESSAGES) as SharedMessageKey[];

describe('the shared texts in the catalogue', () => {
  it("keep the spec's English exactly", () => {
    const english = makeEnglishI18n();
    for (const key of keys) expect(sharedMessage(english, key), key).toBe(MESSAGES[key]);
  });

  it('have their own Hindi', async () => {
    const hindi = await loadI18n('hi');
    for (const key of keys) {
      expect(sharedMessage(hindi, key), key).not.toBe(MESSAGES[key]);
      expect(sharedMessage(hindi, key), key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
