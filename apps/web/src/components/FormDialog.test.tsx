import { screen, within } from '@testing-library/react';
import { renderInEnglish } from '../testing/render-in-english';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from '../lib/field-errors';
import { FormDialog } from './FormDialog';
import { TextField } from './forms/TextField';

function renderDialog(onSubmit: (form: FormData) => Promise<FieldErrors<'courier'> | null>) {
  renderInEnglish(
    <FormDialog
      trigger="Ship"
      triggerClassName=""
      title="Ship order"
      description="The customer gets a mail."
      submitText="Mark shipped"
      busyText="Shipping..."
      busy={false}
      onSubmit={onSubmit}
    >
      {(errors) => <TextField label="Courier" name="courier" error={errors.courier} />}
    </FormDialog>,
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
  return screen.getByRole('dialog', { name: 'Ship order' });
}

describe('FormDialog', () => {
  it('sends what was typed and closes once the form is done', async () => {
    const onSubmit = vi.fn(async (_form: FormData) => null);
    renderDialog(onSubmit);

    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('The customer gets a mail.');
    await userEvent.type(within(dialog).getByLabelText('Courier'), 'Delhivery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));

    expect(onSubmit.mock.calls[0]?.[0].get('courier')).toBe('Delhivery');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refusal under its field until the dialog is closed', async () => {
    renderDialog(async () => ({ courier: 'Courier is required' }));

    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(within(dialog).getByLabelText('Courier')).toHaveAccessibleDescription(
      'Courier is required',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openDialog();
    expect(within(dialog).queryByText('Courier is required')).not.toBeInTheDocument();
  });
});
