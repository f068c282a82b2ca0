import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageOrder, moveImage } from './ImageOrder';

const IMAGES = ['/images/a.webp', '/images/b.webp', '/images/c.webp'];

function Harness() {
  const [images, setImages] = useState(IMAGES);
  return <ImageOrder images={images} onChange={setImages} />;
}

const shown = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));

describe('moveImage', () => {
  it('moves an image to a target index and keeps the others in order', () => {
    expect(moveImage(IMAGES, 2, 0)).toEqual(['/images/c.webp', '/images/a.webp', '/images/b.webp']);
    expect(moveImage(IMAGES, 0, 2)).toEqual(['/images/b.webp', '/images/c.webp', '/images/a.webp']);
    expect(moveImage(IMAGES, 1, 1)).toEqual(IMAGES);
  });
});

describe('ImageOrder', () => {
  it('sends an image to the target position typed for it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Target position for image 3'), '1');
    await user.click(screen.getByRole('button', { name: 'Move image 3' }));
    expect(shown()).toEqual(['/images/c.webp', '/images/a.webp', '/images/b.webp']);
  });

  it('offers Move only for a position from 1 to the number of images', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const move = screen.getByRole('button', { name: 'Move image 1' });
    expect(move).toBeDisabled();
    await user.type(screen.getByLabelText('Target position for image 1'), '4');
    expect(move).toBeDisabled();
    await user.clear(screen.getByLabelText('Target position for image 1'));
    await user.type(screen.getByLabelText('Target position for image 1'), '0');
    expect(move).toBeDisabled();
  });

  it('removes an image', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(shown()).toEqual(['/images/a.webp', '/images/c.webp']);
  });
});
