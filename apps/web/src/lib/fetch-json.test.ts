import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeApi } from '../testing/fake-api';
import { callApi } from './fetch-json';

const tea = { _id: 'c1', categories: 'Tea', image: null };

describe('callApi', () => {
  it('makes a declared call by its name and resolves with the answer', async () => {
    const api = fakeApi({ 'GET /api/todos': () => [tea] });
    await expect(callApi('catalog.categories.list')).resolves.toEqual([tea]);
    expect(api.calls).toHaveLength(1);
  });

  it('fills in the path and sends the query the declaration takes', async () => {
    const api = fakeApi({
      'GET /api/products/p1': () => ({}),
      'GET /api/all-products': () => ({ result: [], page: 2, limit: 12, hasMore: false }),
    });
    await callApi('catalog.products.get', { params: { id: 'p1' }, query: { agentId: 'a1' } });
    await callApi('catalog.products.list', { query: { page: 2, search: 'tea' } });
    expect(api.calls.map((call) => call.params.toString())).toEqual([
      'agentId=a1',
      'page=2&search=tea',
    ]);
  });

  it('sends a body as JSON, with the declared headers', async () => {
    const api = fakeApi({ 'PUT /api/orders/o1/status': () => ({ message: 'ok', order: {} }) });
    await callApi('orders.status.move', { params: { id: 'o1' }, body: { status: 'confirmed' } });
    const [call] = api.calls;
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ status: 'confirmed' });

    const placed = fakeApi({ 'POST /api/place-order': () => ({}) });
    const body = { orderDetails: [] } as never;
    await callApi('orders.place', { body, headers: { 'idempotency-key': 'key-12345' } });
    expect(placed.calls[0]?.headers.get('idempotency-key')).toBe('key-12345');
  });

  it('sends an upload as multipart form data, not as JSON', async () => {
    const api = fakeApi({ 'POST /api/upload': () => ['/images/a.webp'] });
    const form = new FormData();
    form.append('photos', new Blob(['image bytes'], { type: 'image/png' }), 'a.png');
    await expect(callApi('media.images.upload', { body: form })).resolves.toEqual([
      '/images/a.webp',
    ]);
    expect(api.calls[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.calls[0]?.body).toContain('image bytes');
  });

  it('rejects with the status and the error body of a failed call', async () => {
    fakeApi({ 'DELETE /api/todos/c1': () => errorAnswer(409, 'Still used by 2 products.') });
    await expect(callApi('catalog.categories.delete', { params: { id: 'c1' } })).rejects.toEqual({
      status: 409,
      data: { message: 'Still used by 2 products.', error: 'Still used by 2 products.' },
    });
  });
});
