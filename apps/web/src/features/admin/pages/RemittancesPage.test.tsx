import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RemittanceReport } from '@haat/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { RemittancesPage } from './RemittancesPage';

/** Imports a courier file on the page, the server answering `report`. */
async function importAnswered(report: RemittanceReport) {
  fakeApi({ 'POST /api/remittances': () => report });
  renderWithProviders(<RemittancesPage />);
  const file = new File(['trackingNumber,amount,date,utr\n'], 'cod.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Remittance file (CSV)'), file);
  await userEvent.click(screen.getByRole('button', { name: 'Import remittances' }));
}

describe('RemittancesPage', () => {
  it('uploads the courier file and shows the reconciliation report', async () => {
    const report: RemittanceReport = {
      matched: 2,
      delivered: 2,
      mismatched: [
        {
          line: 3,
          trackingNumber: 'TRK-B',
          orderNumber: 'HT-26-000002',
          expected: 750,
          remitted: 700.5,
        },
      ],
      unknown: [
        { line: 4, trackingNumber: 'TRK-Z', message: 'No order has this tracking number.' },
      ],
      notRemitted: [
        { _id: 'o9', orderNumber: 'HT-26-000009', trackingNumber: 'TRK-9', total: 1200 },
      ],
      errors: [{ line: 5, message: 'utr must be 1 to 40 characters.' }],
    };
    await importAnswered(report);
    expect(
      await screen.findByText(
        '2 matched, 2 marked delivered, 1 amount mismatches, 1 unknown, 1 bad rows.',
      ),
    ).toBeInTheDocument();
    const mismatches = screen.getByRole('table', { name: 'Amount mismatches' });
    expect(within(mismatches).getByText('HT-26-000002')).toBeInTheDocument();
    // Paise with both digits, as on a bank statement.
    expect(within(mismatches).getByText('₹700.50')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Unknown tracking numbers' })).getByText('TRK-Z'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Delivered but not remitted (1)' })).getByText(
        'HT-26-000009',
      ),
    ).toBeInTheDocument();
  });

  it('says so when every delivered order was remitted, rather than an empty table', async () => {
    const report: RemittanceReport = {
      matched: 1,
      delivered: 1,
      mismatched: [],
      unknown: [],
      notRemitted: [],
      errors: [],
    };
    await importAnswered(report);
    expect(
      await screen.findByText("Every delivered order's cash has been remitted."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
