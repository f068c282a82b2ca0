import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInEnglish as render } from '../../../testing/render-in-english';
import { emptyCode, OtpInput } from './OtpInput';

function Harness() {
  const [digits, setDigits] = useState(emptyCode);
  return <OtpInput digits={digits} onChange={setDigits} />;
}

function boxes() {
  return Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`));
}

function values() {
  return boxes().map((box) => (box as HTMLInputElement).value);
}

describe('OtpInput (docs/product.md, One-time codes)', () => {
  it('is six labelled numeric boxes in a group, the first offering the one-time code', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    const [first, ...rest] = boxes();
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of [first, ...rest]) expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box after each digit', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);

    await userEvent.keyboard('123');

    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('refuses anything but digits', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);

    await userEvent.keyboard('a- 7x');

    expect(values()).toEqual(['7', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('Backspace clears a filled box, and on an empty box moves back', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    expect(boxes()[2]).toHaveFocus();

    await userEvent.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '2', '', '', '', '']);

    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();

    await userEvent.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('a digit typed into a filled box replaces it', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');

    await userEvent.click(boxes()[1]!);
    await userEvent.keyboard('9');

    expect(values()).toEqual(['1', '9', '3', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('pasting six digits fills every box, wherever it is pasted', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[3]!);

    await userEvent.paste('482 915');

    expect(values()).toEqual(['4', '8', '2', '9', '1', '5']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('pasting a few digits fills from the box pasted into; pasting no digits changes nothing', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[2]!);

    await userEvent.paste('abc');
    expect(values()).toEqual(['', '', '', '', '', '']);

    await userEvent.paste('48');
    expect(values()).toEqual(['', '', '4', '8', '', '']);
    expect(boxes()[4]).toHaveFocus();
  });

  it("takes the phone's autofill of the whole code into the first box", () => {
    render(<Harness />);
    // Autofill fires an input event, which is what onChange listens to in both React and Preact.
    fireEvent.input(boxes()[0]!, { target: { value: '604211' } });
    expect(values()).toEqual(['6', '0', '4', '2', '1', '1']);
  });

  it('arrow keys move between boxes', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
  });
});
