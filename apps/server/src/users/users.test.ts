import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, POSSIBLE_DUPLICATE_FIELD, possibleDuplicateMessage } from '@haat/contracts';
import type { AdminUser, UserList } from '@haat/contracts';
import { COMMON_PASSWORD } from '../auth/auth.service.ts';
import { makeUser, signInAs, TEST_PASSWORD } from '../testing/factories.ts';
import type { SignedIn } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { ADMIN_ROLE_FIXED, CONTACT_TAKEN, NOT_YOUR_AGENT_ID } from './users.service.ts';

let t: TestApp;
let admin: SignedIn;
let agent: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t, 'Admin');
  agent = await signInAs(t, 'Agent', { first_name: 'Ravi', last_name: 'Kumar' });
  customer = await signInAs(t, 'Customer');
});
afterAll(() => t.close());

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

function listUsers(who: SignedIn | null, query: Record<string, string | number> = {}) {
  return t.request({
    method: 'GET',
    url: '/api/get-all-users',
    query: stringify(query),
    headers: as(who),
  });
}

function updateRole(who: SignedIn | null, id: string, payload: unknown) {
  return t.request({
    method: 'PUT',
    url: `/api/update-role/${id}`,
    payload: payload as object,
    headers: as(who),
  });
}

function addUser(who: SignedIn | null, payload: unknown) {
  return t.request({
    method: 'POST',
    url: '/api/add-user',
    payload: payload as object,
    headers: as(who),
  });
}

function stringify(query: Record<string, string | number>) {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

let unique = 0;
/** A name of letters only, different for every form (an agent is asked about a repeated name). */
function uniqueLastName(n: number): string {
  let name = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) {
    name = String.fromCharCode(97 + (rest % 26)) + name;
  }
  return `Rao${name}`;
}

function form(overrides: Record<string, string> = {}) {
  unique += 1;
  return {
    firstName: 'Kiran',
    lastName: uniqueLastName(unique),
    contact: `kiran.${Date.now().toString(36)}.${unique}@example.test`,
    password: 'Saffron-Kite-2026',
    ...overrides,
  };
}

describe('GET /api/get-all-users', () => {
  it('is for the Admin only: 401 signed out, 403 for a customer or an agent, before the query is read', async () => {
    expect((await listUsers(null)).statusCode).toBe(401);
    expect((await listUsers(customer)).statusCode).toBe(403);
    expect((await listUsers(agent)).statusCode).toBe(403);
    expect((await listUsers(customer, { limit: 0 })).statusCode).toBe(403);
    expect((await listUsers(admin)).statusCode).toBe(200);
  });

  it('lists non-admin users newest first and never an Admin', async () => {
    const older = await makeUser(t.db, { created_at: '2031-01-01T00:00:00.000Z' });
    const newer = await makeUser(t.db, { role: 'Agent', created_at: '2031-01-02T00:00:00.000Z' });
    await makeUser(t.db, { role: 'Admin', created_at: '2031-01-03T00:00:00.000Z' });
    const answer = await listUsers(admin, { limit: 100 });
    expect(answer.statusCode).toBe(200);
    const list = answer.json<UserList>();
    expect(list.result.every((user) => user.role !== 'Admin')).toBe(true);
    expect(list.result.slice(0, 2).map((user) => user._id)).toEqual([newer.id, older.id]);
    const times = list.result.map((user) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.result[0]).toMatchObject({
      firstName: newer.first_name,
      email: newer.email,
      role: 'Agent',
      agentId: null,
    });
    expect(list.result[0]).not.toHaveProperty('password_hash');
  });

  it('pages with hasMore and answers an empty page past the end', async () => {
    const tag = `pager${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i += 1) await makeUser(t.db, { first_name: `${tag}${i}` });
    const first = (await listUsers(admin, { search: tag, limit: 2 })).json<UserList>();
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(first.result).toHaveLength(2);
    const second = (await listUsers(admin, { search: tag, limit: 2, page: 2 })).json<UserList>();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.result).toHaveLength(1);
    const seen = [...first.result, ...second.result].map((user) => user.firstName).sort();
    expect(seen).toEqual([`${tag}0`, `${tag}1`, `${tag}2`]);
    const past = (await listUsers(admin, { search: tag, limit: 2, page: 3 })).json<UserList>();
    expect(past).toMatchObject({ result: [], hasMore: false });
    const exact = (await listUsers(admin, { search: tag, limit: 3 })).json<UserList>();
    expect(exact.hasMore).toBe(false);
  });

  it('refuses a bad page, limit or role with a 400 naming the rule', async () => {
    for (const [query, field] of [
      [{ page: 0 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ role: 'Admin' }, 'role'],
    ] as const) {
      const answer = await listUsers(admin, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(answer.json<{ fields: object }>().fields)).toContain(field);
    }
    expect((await listUsers(admin, { limit: 101 })).json<{ message: string }>().message).toContain(
      'Limit must be a whole number from 1 to 100',
    );
  });

  it('searches name, email and phone, ignoring case, and filters by role', async () => {
    const tag = Date.now().toString(36);
    const byName = await makeUser(t.db, { first_name: `Zoya${tag}`, last_name: 'Mehta' });
    const byEmail = await makeUser(t.db, { email: `find.${tag}@example.test` });
    const phone = `9${String(Date.now()).slice(-9)}`;
    const byPhone = await makeUser(t.db, { email: null, phone, role: 'Agent' });
    const ids = async (query: Record<string, string>) =>
      (await listUsers(admin, query)).json<UserList>().result.map((user: AdminUser) => user._id);
    expect(await ids({ search: `zoya${tag.toUpperCase()} meh` })).toEqual([byName.id]);
    expect(await ids({ search: `FIND.${tag}` })).toEqual([byEmail.id]);
    expect(await ids({ search: phone.slice(2) })).toEqual([byPhone.id]);
    expect(await ids({ search: phone.slice(2), role: 'Customer' })).toEqual([]);
    expect(await ids({ search: phone.slice(2), role: 'Agent' })).toEqual([byPhone.id]);
    // LIKE's wildcards are taken literally.
    expect(await ids({ search: '%_%' })).toEqual([]);
  });

  it('finds a renamed user by the new name, and takes terms shorter than three characters', async () => {
    const tag = `Q${Date.now().toString(36)}`;
    const user = await makeUser(t.db, { last_name: 'Old' });
    await t.db.kysely
      .updateTable('users')
      .set({ last_name: tag })
      .where('id', '=', user.id)
      .execute();
    const found = (await listUsers(admin, { search: tag })).json<UserList>().result;
    expect(found.map((row) => row._id)).toEqual([user.id]);

    const two = tag.slice(0, 2).toLowerCase();
    const short = (await listUsers(admin, { search: two, limit: 100 })).json<UserList>().result;
    expect(short.length).toBeGreaterThan(0);
    for (const row of short) {
      const text = `${row.firstName} ${row.lastName} ${row.email ?? ''} ${row.phone ?? ''}`;
      expect(text.toLowerCase()).toContain(two);
    }
  });
});

describe('PUT /api/update-role/{id}', () => {
  it('is for the Admin only, and the role check comes before the body is read', async () => {
    const target = await makeUser(t.db);
    expect((await updateRole(null, target.id, { role: 'Agent' })).statusCode).toBe(401);
    expect((await updateRole(customer, target.id, { role: 'Agent' })).statusCode).toBe(403);
    expect((await updateRole(agent, target.id, { role: 'Agent' })).statusCode).toBe(403);
    expect((await updateRole(agent, target.id, { role: 'Nonsense' })).statusCode).toBe(403);
    const answer = await updateRole(admin, target.id, { role: 'Agent' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ user: AdminUser }>().user).toMatchObject({
      _id: target.id,
      role: 'Agent',
    });
  });

  it("refuses 'Admin' and anything but Agent or Customer with a 400", async () => {
    const target = await makeUser(t.db);
    for (const payload of [{ role: 'Admin' }, { role: 'agent' }, {}, { role: 3 }]) {
      const answer = await updateRole(admin, target.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json<{ fields: Record<string, string> }>().fields.role).toBe(
        "Role must be 'Agent' or 'Customer'",
      );
    }
  });

  it("never changes an Admin's role, the caller's own included", async () => {
    const other = await makeUser(t.db, { role: 'Admin' });
    for (const id of [admin.user.id, other.id]) {
      const answer = await updateRole(admin, id, { role: 'Customer' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe(ADMIN_ROLE_FIXED);
    }
    const roles = await t.db.kysely
      .selectFrom('users')
      .select('role')
      .where('id', 'in', [admin.user.id, other.id])
      .execute();
    expect(roles.map((row) => row.role)).toEqual(['Admin', 'Admin']);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await updateRole(admin, 'no-such-user', { role: 'Agent' })).statusCode).toBe(404);
  });

  it('demoting an agent keeps their customers linked and their session, with the new role at the next request', async () => {
    const demoted = await signInAs(t, 'Agent');
    const theirs = await makeUser(t.db, { agent_id: demoted.user.id });
    expect((await addUser(demoted, { formData: form() })).statusCode).toBe(201);
    const answer = await updateRole(admin, demoted.user.id, { role: 'Customer' });
    expect(answer.statusCode).toBe(200);
    const linked = await t.db.kysely
      .selectFrom('users')
      .select('agent_id')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(linked.agent_id).toBe(demoted.user.id);
    const check = await t.request({
      method: 'GET',
      url: '/api/check-permission',
      headers: as(demoted),
    });
    expect(check.statusCode).toBe(200);
    expect((await addUser(demoted, { formData: form() })).statusCode).toBe(403);
    // And back: the agent's customers are theirs again at once.
    expect((await updateRole(admin, demoted.user.id, { role: 'Agent' })).statusCode).toBe(200);
    expect((await addUser(demoted, { formData: form() })).statusCode).toBe(201);
  });
});

describe('POST /api/add-user', () => {
  it('is for the Admin and agents: 401 signed out, 403 for a customer, before the body is read', async () => {
    expect((await addUser(null, { formData: form() })).statusCode).toBe(401);
    expect((await addUser(customer, { formData: form() })).statusCode).toBe(403);
    expect((await addUser(customer, { nonsense: true })).statusCode).toBe(403);
  });

  it('from the Admin adds a verified Agent who can sign in at once; a role in the body is ignored', async () => {
    const data = form();
    const answer = await addUser(admin, { formData: data, role: 'Admin', agentId: agent.user.id });
    expect(answer.statusCode).toBe(201);
    const { message, user } = answer.json<{ message: string; user: AdminUser }>();
    expect(message).toBe(MESSAGES.agentAdded);
    expect(user).toMatchObject({ role: 'Agent', agentId: null, email: data.contact, phone: null });
    const signIn = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: data.contact, password: data.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<{ role: string }>().role).toBe('Agent');
  });

  it('takes a 10-digit phone number as the contact', async () => {
    const phone = `8${String(Date.now()).slice(-9)}`;
    const answer = await addUser(admin, { formData: form({ contact: ` ${phone} ` }) });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ user: AdminUser }>().user).toMatchObject({ phone, email: null });
  });

  it("refuses a contact that is neither a 10-digit phone nor an email with the first specification's message", async () => {
    for (const contact of ['12345', 'not-an-email', '98765432101', 'a@b']) {
      const answer = await addUser(admin, { formData: form({ contact }) });
      expect(answer.statusCode, contact).toBe(400);
      expect(answer.json<{ fields: Record<string, string> }>().fields['formData.contact']).toBe(
        MESSAGES.invalidContact,
      );
    }
  });

  it('requires every field and applies the password rules of sign-up', async () => {
    const missing = await addUser(admin, { formData: { contact: form().contact } });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json<{ fields: Record<string, string> }>().fields;
    expect(fields['formData.firstName']).toBe('First name is required');
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['formData.firstName', 'formData.lastName', 'formData.password']),
    );
    const blank = await addUser(admin, { formData: form({ firstName: '   ' }) });
    expect(blank.json<{ fields: Record<string, string> }>().fields['formData.firstName']).toBe(
      'First name is required',
    );
    const short = await addUser(admin, { formData: form({ password: 'short' }) });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fields: Record<string, string> }>().fields['formData.password']).toBe(
      'Password must be at least 8 characters',
    );
    const common = await addUser(admin, { formData: form({ password: 'password123' }) });
    expect(common.statusCode).toBe(400);
    expect(common.json<{ message: string }>().message).toBe(COMMON_PASSWORD);
    expect((await addUser(admin, {})).statusCode).toBe(400);
  });

  it('answers 409 for a contact already in use, ignoring case', async () => {
    const existing = await makeUser(t.db);
    const answer = await addUser(admin, {
      formData: form({ contact: existing.email!.toUpperCase() }),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe(CONTACT_TAKEN);
  });

  it("from an agent adds that agent's verified Customer and mails them a welcome naming the agent, without the password", async () => {
    const data = form();
    const answer = await addUser(agent, { formData: data, agentId: agent.user.id, role: 'Agent' });
    expect(answer.statusCode).toBe(201);
    const { message, user } = answer.json<{ message: string; user: AdminUser }>();
    expect(message).toBe(MESSAGES.userAdded);
    expect(user).toMatchObject({ role: 'Customer', agentId: agent.user.id });
    const mail = await t.mailbox.waitFor(data.contact);
    expect(mail.subject).toContain('Ravi Kumar');
    expect(mail.body).toContain('Ravi Kumar, your Haat agent');
    expect(mail.body).not.toContain(data.password);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: data.contact, password: data.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("asks an agent 'Add anyway?' before a second customer with the name of one of theirs, and adds them when told to", async () => {
    const adding = await signInAs(t, 'Agent');
    const first = form({ firstName: 'Priya', lastName: 'Sharma' });
    expect((await addUser(adding, { formData: first })).statusCode).toBe(201);
    const phone = `7${String(Date.now()).slice(-9)}`;
    const again = form({ firstName: ' priya ', lastName: 'SHARMA', contact: phone });
    const asked = await addUser(adding, { formData: again });
    expect(asked.statusCode).toBe(409);
    const message = possibleDuplicateMessage('Priya Sharma', first.contact);
    expect(asked.json()).toMatchObject({
      message,
      fields: { [POSSIBLE_DUPLICATE_FIELD]: message },
    });
    const customers = () =>
      t.db.kysely.selectFrom('users').select('id').where('agent_id', '=', adding.user.id).execute();
    expect(await customers()).toHaveLength(1);
    expect((await addUser(adding, { formData: again, addAnyway: 'yes' })).statusCode).toBe(400);

    const added = await addUser(adding, { formData: again, addAnyway: true });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ user: AdminUser }>().user).toMatchObject({ phone, firstName: 'priya' });
    expect(await customers()).toHaveLength(2);
    // Another agent's customers, and the Admin adding agents, are none of this.
    expect(
      (await addUser(agent, { formData: form({ firstName: 'Priya', lastName: 'Sharma' }) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await addUser(admin, { formData: form({ firstName: 'Priya', lastName: 'Sharma' }) }))
        .statusCode,
    ).toBe(201);
    // A different name is no question.
    expect(
      (await addUser(adding, { formData: form({ firstName: 'Priya', lastName: 'Shah' }) }))
        .statusCode,
    ).toBe(201);
  });

  it("refuses an agent adding a customer for another agent's id", async () => {
    const answer = await addUser(agent, { formData: form(), agentId: admin.user.id });
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ message: string }>().message).toBe(NOT_YOUR_AGENT_ID);
  });

  it('the new account opens with the password given, no other', async () => {
    const data = form();
    await addUser(admin, { formData: data });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/sign-in',
      payload: { identifier: data.contact, password: TEST_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('user.changed', () => {
  /** What the app announces from now on, as a later subscriber (stats) would hear it. */
  function listen() {
    const heard: { userId: string; change: string }[] = [];
    t.events.afterCommit('user.changed', (event) => {
      heard.push(event);
    });
    return heard;
  }

  it('is announced for each user added and each role changed, and not for a refused change', async () => {
    const heard = listen();
    const added = await addUser(admin, { formData: form() });
    expect(added.statusCode).toBe(201);
    const addedId = added.json().user._id;
    const target = await makeUser(t.db);
    expect((await updateRole(admin, target.id, { role: 'Agent' })).statusCode).toBe(200);
    expect((await updateRole(admin, admin.user.id, { role: 'Agent' })).statusCode).toBe(403);
    const taken = await addUser(admin, { formData: form({ contact: target.email! }) });
    expect(taken.statusCode).toBe(409);
    const signedUp = await t.request({
      method: 'POST',
      url: '/api/sign-up',
      payload: {
        firstName: 'Nila',
        lastName: 'Das',
        email: `nila.${Date.now().toString(36)}@example.test`,
        password: 'mango-Tree-91',
      },
    });
    expect(signedUp.statusCode).toBe(201);
    const newcomer = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('first_name', '=', 'Nila')
      .executeTakeFirstOrThrow();
    expect(heard).toEqual([
      { userId: addedId, change: 'added', addedBy: admin.user.id },
      { userId: target.id, change: 'role' },
      { userId: newcomer.id, change: 'added' },
    ]);
  });
});
