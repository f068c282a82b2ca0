import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { makeUser } from '../../../testing/factories';
import { fakeApi } from '../../../testing/fake-api';
import type { FakeRequest } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import type { Category, Product } from '@haat/contracts';

/* The admin's product form with stock per size (docs/product.md, "Admin: products"). */

describe('the product form', () => {
  it('edits the stock of each checked size; inventory is their sum', async () => {
    const category: Category = {
      _id: '01900000-0000-7000-8000-0000000000c1',
      categories: "Men's Clothing",
      image: null,
      productCount: 1,
    };
    const product: Product = {
      _id: '01900000-0000-7000-8000-0000000000p1'.replace('p', 'a'),
      productName: 'Cotton Kurta',
      description: 'Soft.',
      details: '',
      category: category.categories,
      categoryId: category._id,
      price: 899,
      images: [`/images/${'a'.repeat(32)}.webp`],
      agentCommission: 10,
      displayDiscount: null,
      size: ['M', 'L'],
      inventory: 5,
      sizeStock: { M: 2, L: 3 },
      sku: 'KURTA-7',
      hsn: '6205',
      gstRate: 5,
      availability: 'In stock',
      disabled: false,
    };
    const { calls } = fakeApi({
      [`GET /api/products/${product._id}`]: () => product,
      'GET /api/todos': () => [category],
      [`PUT /api/update-product/${product._id}`]: () => ({ data: product }),
      'GET /api/all-products': () => ({ result: [], page: 1, limit: 5, hasMore: false }),
    });
    renderRoutes(routes, {
      route: `/admin-edit-products/${product._id}`,
      user: makeUser({ role: 'Admin' }),
    });

    const stock = await screen.findByRole('group', { name: 'Stock per size' });
    expect(within(stock).getByLabelText('Stock of M')).toHaveValue(2);
    expect(within(stock).getByText('Inventory: 5 in all')).toBeInTheDocument();
    expect(screen.queryByLabelText('Inventory')).not.toBeInTheDocument();
    expect(screen.getByLabelText('SKU (optional)')).toHaveValue('KURTA-7');
    expect(screen.getByLabelText('HSN code')).toHaveValue('6205');
    expect(screen.getByLabelText('GST rate')).toHaveValue('5');
    await userEvent.clear(screen.getByLabelText('HSN code'));
    await userEvent.type(screen.getByLabelText('HSN code'), '62A');
    await userEvent.selectOptions(screen.getByLabelText('GST rate'), '12 %');

    await userEvent.click(screen.getByRole('checkbox', { name: 'XL' }));
    const xl = within(stock).getByLabelText('Stock of XL');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await within(stock).findByText('Stock must be a number')).toBeInTheDocument();
    expect(screen.getByText('HSN code is 4 to 8 digits')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('HSN code'));
    await userEvent.type(screen.getByLabelText('HSN code'), '6211');
    await userEvent.type(xl, '4');
    await userEvent.clear(within(stock).getByLabelText('Stock of M'));
    await userEvent.type(within(stock).getByLabelText('Stock of M'), '0');
    await userEvent.click(screen.getByRole('checkbox', { name: 'L' }));
    expect(within(stock).getByText('Inventory: 4 in all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/update-product/${product._id}`)).toBe(true),
    );
    const update = calls.find(
      (call) => call.path === `/api/update-product/${product._id}`,
    ) as FakeRequest;
    expect(update.body).toMatchObject({
      size: ['M', 'XL'],
      sizeStock: { M: 0, XL: 4 },
      hsn: '6211',
      gstRate: 12,
    });
    expect(update.body).not.toHaveProperty('inventory');
  });
});
