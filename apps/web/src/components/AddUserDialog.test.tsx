import { screen, within } from '@testing-library/react';
import { renderInEnglish } from '../testing/render-in-english';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  POSSIBLE_DUPLICATE_FIELD,
  possibleDuplicateMessage,
  type AddUserForm,
} from '@haat/contracts';
import { AddUserDialog } from './AddUserDialog';
import { Toasts } from './Toasts';

type OnAdd = (
  formData: AddUserForm,
  addAnyway: boolean,
) => Promise<{ data?: { message: string }; error?: unknown }>;

function renderDialog(onAdd: OnAdd, role?: string) {
  renderInEnglish(
    <>
      <AddUserDialog
        title="Add Agent"
        description="The agent can sign in at once with this contact and password."
        contactLabel="Email or phone number"
        role={role}
        addedMessage={MESSAGES.agentAdded}
        onAdd={onAdd}
      />
      <Toasts />
    </>,
  );
}

async function fillIn(contact: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add Agent' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Agent' });
  await userEvent.type(within(dialog).getByLabelText('First name'), 'Kiran');
  await userEvent.type(within(dialog).getByLabelText('Last name'), 'Rao');
  await userEvent.type(within(dialog).getByLabelText('Email or phone number'), contact);
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Haat-agent-2026');
  return dialog;
}

describe('AddUserDialog', () => {
  it('adds the user, says so and closes', async () => {
    const onAdd = vi.fn<OnAdd>(async () => ({ data: { message: '' } }));
    renderDialog(onAdd, 'Agent');

    const dialog = await fillIn('9876543210');
    expect(dialog).toHaveTextContent('Role: Agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Agent' }));

    expect(onAdd).toHaveBeenCalledWith(
      {
        firstName: 'Kiran',
        lastName: 'Rao',
        contact: '9876543210',
        password: 'Haat-agent-2026',
      },
      false,
    );
    expect(await screen.findByText(MESSAGES.agentAdded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the field the server refuses with its reason', async () => {
    const refusal = {
      status: 409,
      data: {
        message: 'Already taken',
        error: 'Conflict',
        fields: { 'formData.contact': 'In use' },
      },
    };
    renderDialog(async () => ({ error: refusal }));

    const dialog = await fillIn('kiran@example.com');
    expect(dialog).not.toHaveTextContent('Role:');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Agent' }));

    expect(await screen.findByText('Already taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email or phone number')).toHaveAccessibleDescription(
      'In use',
    );
    expect(dialog).toBeInTheDocument();
  });

  it("asks 'Add anyway?' when a customer has the name, and adds on a yes", async () => {
    const question = possibleDuplicateMessage('Kiran Rao', 'kiran@example.com');
    const onAdd = vi.fn<OnAdd>(async (_form, addAnyway) =>
      addAnyway
        ? { data: { message: MESSAGES.userAdded } }
        : {
            error: {
              status: 409,
              data: {
                message: question,
                error: question,
                fields: { [POSSIBLE_DUPLICATE_FIELD]: question },
              },
            },
          },
    );
    renderDialog(onAdd);

    const dialog = await fillIn('9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Agent' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(question);
    // A question, not a failure: no toast.
    expect(screen.queryByText(MESSAGES.genericRetry)).not.toBeInTheDocument();
    // Another name is another question: the yes only holds for the name asked about.
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'o');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Last name'), '{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));

    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ lastName: 'Rao' }), true);
    expect(await screen.findByText(MESSAGES.userAdded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
