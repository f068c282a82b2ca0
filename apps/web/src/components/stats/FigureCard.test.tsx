import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureCard } from './FigureCard';

describe('FigureCard', () => {
  it('names a figure with its value, its hint and what follows, as terms of a list', () => {
    render(
      <dl>
        <FigureCard label="Sales" value="₹1,200" hint="placed, not cancelled">
          <dd>▲ 20.0%, was ₹1,000</dd>
        </FigureCard>
        <FigureCard label="Orders" value="12" look="inset" />
      </dl>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Sales',
      'Orders',
    ]);
    expect(screen.getAllByRole('definition').map((each) => each.textContent)).toEqual([
      '₹1,200',
      'placed, not cancelled',
      '▲ 20.0%, was ₹1,000',
      '12',
    ]);
  });
});
