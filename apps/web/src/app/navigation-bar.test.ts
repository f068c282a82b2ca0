import { describe, expect, it } from 'vitest';
import { navigationBarFor } from './navigation-bar';

describe('navigationBarFor (docs/product.md, Header and footer)', () => {
  it('gives an Admin the admin bar on admin paths only', () => {
    expect(navigationBarFor('Admin', '/admin')).toBe('admin');
    expect(navigationBarFor('Admin', '/admin-all-orders')).toBe('admin');
    expect(navigationBarFor('Admin', '/')).toBe('public');
    expect(navigationBarFor('Admin', '/administrator')).toBe('public');
  });

  it('gives an Agent the agent bar on agent paths only', () => {
    expect(navigationBarFor('Agent', '/agent-add-users')).toBe('agent');
    expect(navigationBarFor('Agent', '/agent-users')).toBe('agent');
    expect(navigationBarFor('Agent', '/my-orders')).toBe('public');
  });

  it('gives everyone else the public bar', () => {
    expect(navigationBarFor('Customer', '/admin')).toBe('public');
    expect(navigationBarFor('Agent', '/admin')).toBe('public');
    expect(navigationBarFor('Admin', '/agent-users')).toBe('public');
    expect(navigationBarFor(undefined, '/admin')).toBe('public');
  });
});
