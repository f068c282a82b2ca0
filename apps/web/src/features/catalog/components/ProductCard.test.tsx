import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeProductCard } from '../testing/factories';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('shows picture, name, discount percent, ₹ price and Buy Now linking to the product', () => {
    const product = makeProductCard({
      _id: 'p-1',
      productName: 'Slim Fit Stretch Denim Jeans',
      price: 1499,
      displayDiscount: 30,
      images: ['/images/0123456789abcdef0123456789abcdef.webp'],
    });
    const { container } = renderWithProviders(<ProductCard product={product} />);

    expect(
      screen.getByRole('heading', { level: 3, name: 'Slim Fit Stretch Denim Jeans' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
    expect(screen.getByText('30% off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Buy Now/ })).toHaveAttribute('href', '/product/p-1');
    expect(screen.getByRole('link', { name: 'Slim Fit Stretch Denim Jeans' })).toHaveAttribute(
      'href',
      '/product/p-1',
    );

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/0123456789abcdef0123456789abcdef.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/images/0123456789abcdef0123456789abcdef-400.webp 400w, /images/0123456789abcdef0123456789abcdef.webp 1600w',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('uses Indian digit grouping for large prices', () => {
    renderWithProviders(<ProductCard product={makeProductCard({ price: 123456.5 })} />);
    expect(screen.getByText('₹1,23,456.50')).toBeInTheDocument();
  });

  it('shows no discount when the product has none, and says when it is out of stock', () => {
    renderWithProviders(
      <ProductCard
        product={makeProductCard({ displayDiscount: null, availability: 'Out of stock' })}
      />,
    );
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });
});
