import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressInputSchema, MESSAGES } from '@haat/contracts';
import { loadI18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../testing/render';
import { TextField } from './TextField';

/**
 * A field's message in the reader's language: contracts' schemas write English, which is the
 * id of its Hindi in the server's catalogue (docs/decisions/284-field-messages-on-the-web-in-hindi.md).
 */
function messageOf(field: string, value: string): string {
  const result = addressInputSchema.safeParse({
    firstName: 'Asha',
    lastName: 'Rao',
    mobileNo: '9876543210',
    houseNo: '12',
    street: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    [field]: value,
  });
  if (result.success) throw new Error(`${field}=${value} was accepted`);
  return result.error.issues[0]!.message;
}

describe('TextField’s message', () => {
  it('is Hindi for a Hindi reader, a sentence with values included', async () => {
    const i18n = await loadI18n('hi');
    renderWithProviders(
      <>
        <TextField label="पिनकोड" error={messageOf('pincode', '4110')} />
        <TextField label="शहर" error={messageOf('city', '')} />
      </>,
      { i18n },
    );
    expect(await screen.findByText('पिनकोड ठीक 6 अंकों का होना चाहिए')).toBeVisible();
    expect(screen.getByText('City ज़रूरी है')).toBeVisible();
  });

  it('is the spec’s English for an English reader', async () => {
    renderWithProviders(<TextField label="Pincode" error={messageOf('pincode', '4110')} />);
    expect(await screen.findByText(MESSAGES.pincodeDigits)).toBeVisible();
  });
});
