import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CodSummary } from '@haat/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { CodPincodesPage } from './CodPincodesPage';

describe('CodPincodesPage', () => {
  it('imports a list, shows refused rows by line, and blocks and unblocks pincodes', async () => {
    const server: CodSummary = { listed: 0, blocked: [], updatedAt: null };
    let answer = { count: 0, errors: [{ line: 3, message: '"5000" is not a 6-digit pincode.' }] };
    fakeApi({
      'GET /api/cod-pincodes': () => server,
      'POST /api/cod-pincodes': () => {
        if (answer.errors.length === 0) server.listed = answer.count;
        return answer;
      },
      'PUT /api/cod-pincodes/500001': (request) => {
        const { blocked } = request.body as { blocked: boolean };
        server.blocked = blocked ? ['500001'] : [];
        return { pincode: '500001', listed: false, blocked, cod: !blocked };
      },
    });
    renderWithProviders(<CodPincodesPage />, { withToasts: true });
    expect(
      await screen.findByText(
        'No list imported: cash on delivery goes to every pincode not blocked.',
      ),
    ).toBeInTheDocument();

    const file = new File(['pincode\n411001\n5000\n'], 'list.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Pincode list (CSV)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import list' }));
    expect(await screen.findByText('1 row to correct; nothing changed.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows to correct' });
    expect(within(table).getByText('"5000" is not a 6-digit pincode.')).toBeInTheDocument();

    answer = { count: 2, errors: [] };
    await userEvent.click(screen.getByRole('button', { name: 'Import list' }));
    expect(await screen.findByText('Imported: 2 pincodes.')).toBeInTheDocument();
    expect(await screen.findByText('2 pincodes take cash on delivery.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Pincode to block'), '500001');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const list = await screen.findByRole('list', { name: 'Blocked pincodes' });
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock 500001' }));
    expect(await screen.findByText('No pincode is blocked.')).toBeInTheDocument();
  });
});
