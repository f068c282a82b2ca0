import type { SessionUser } from '@haat/contracts';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: '01900000-0000-7000-8000-000000000001',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    phone: null,
    role: 'Customer',
    agentId: null,
    ...overrides,
  };
}
