import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { StatementExport } from './StatementExport';

describe('StatementExport', () => {
  it("links the agent's ledger CSV for the chosen period", async () => {
    renderWithProviders(<StatementExport agentId="agent-7" />);
    const link = () => screen.getByRole('link', { name: 'Export statement CSV' });
    expect(link().getAttribute('href')).toBe('/api/exports/ledger.csv?agentId=agent-7');
    await userEvent.type(screen.getByLabelText('Statement from'), '2026-04-01');
    await userEvent.type(screen.getByLabelText('Statement to'), '2026-06-30');
    const url = new URL(link().getAttribute('href')!, 'http://shop.test');
    expect(url.pathname).toBe('/api/exports/ledger.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      agentId: 'agent-7',
      from: '2026-04-01',
      to: '2026-06-30',
    });
  });
});
