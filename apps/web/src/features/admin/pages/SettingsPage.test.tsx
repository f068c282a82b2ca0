import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, SETTINGS_MESSAGES, type ShopSettings } from '@haat/contracts';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SettingsPage } from './SettingsPage';

const UNSAVED: ShopSettings = {
  legalName: '',
  address: '',
  state: '',
  pincode: '',
  gstin: '',
  invoicePrefix: '',
  supportPhone: '',
  returnAddress: null,
  defaultGstRate: 5,
  labelLayout: '4x6',
  updatedAt: null,
};

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('Legal name'), 'Haat Textiles');
  await userEvent.type(screen.getByLabelText('Address'), '12 MG Road, Pune');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await userEvent.type(screen.getByLabelText('Pincode'), '411001');
  await userEvent.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zw');
  await userEvent.type(screen.getByLabelText('Invoice prefix'), 'ht');
  await userEvent.type(screen.getByLabelText('Support phone'), '9876543210');
}

describe('SettingsPage', () => {
  it("shows the server's message under a refused field, then saves", async () => {
    let answer: unknown = errorAnswer(400, GSTIN_MESSAGES.check, { gstin: GSTIN_MESSAGES.check });
    const api = fakeApi({
      'GET /api/shop-settings': () => UNSAVED,
      'PUT /api/shop-settings': (request) =>
        answer ?? {
          ...UNSAVED,
          ...(request.body as object),
          updatedAt: '2026-11-25T10:00:00.000Z',
        },
    });
    renderWithProviders(<SettingsPage />, { withToasts: true });
    await fillIn();
    expect(screen.getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZW');
    expect(screen.getByLabelText('Invoice prefix')).toHaveValue('HT');

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const gstin = screen.getByLabelText('GSTIN');
    expect(await screen.findAllByText(GSTIN_MESSAGES.check)).not.toHaveLength(0);
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(GSTIN_MESSAGES.check));

    answer = undefined;
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27AAPFU0939F1ZV');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(gstin).not.toHaveAttribute('aria-invalid');
    const put = api.calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({
      legalName: 'Haat Textiles',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      invoicePrefix: 'HT',
      defaultGstRate: 5,
      labelLayout: '4x6',
      returnAddress: '',
    });
  });
});
