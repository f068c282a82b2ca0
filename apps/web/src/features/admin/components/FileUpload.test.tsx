import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileField, RowErrorsTable, UploadFailure } from './FileUpload';

describe('the upload parts', () => {
  it('hands over the chosen file by its label', async () => {
    const chosen: (File | null)[] = [];
    render(<FileField label="CSV file" accept=".csv" onFile={(file) => chosen.push(file)} />);
    const file = new File(['pincode\n411001\n'], 'list.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), file);
    expect(chosen.map((each) => each?.name)).toEqual(['list.csv']);
  });

  it('lists the rows to correct, with the column only where asked', () => {
    const errors = [{ line: 3, column: 'price', message: 'Price must be a number' }];
    const { rerender } = render(<RowErrorsTable errors={errors} columns />);
    const table = screen.getByRole('table', { name: 'Rows to correct' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'Column', 'Message']);
    expect(within(table).getByRole('cell', { name: 'price' })).toBeInTheDocument();
    rerender(<RowErrorsTable errors={errors} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Line',
      'Message',
    ]);
    rerender(<RowErrorsTable errors={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why an upload failed, and nothing without an error', () => {
    const { rerender } = render(<UploadFailure error={null} fallback="No luck." />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <UploadFailure error={new Error('boom')} fallback="The file could not be imported." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/./);
  });
});
