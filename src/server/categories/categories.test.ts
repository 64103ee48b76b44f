import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, type CategoryDto, STARTING_CATEGORIES } from '../../shared/categories';
import { accounts, budgetCategories } from '../db/schema';
import { startAppWithUsers } from '../test/app-with-users';
import { type SignedIn, signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { actual, categories, categoryNamed, checking, post } from '../transactions/ledger-fixtures';

// Budget categories, each backed by an income or expense account of the ledger (issue 10).

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
startAppWithUsers(['alice@example.com', 'bob@example.com'], (app, users) => {
  t = app;
  [alice, bob] = users;
});

const rowsOf = async (userId: string) =>
  t.database.db.select().from(budgetCategories).where(eq(budgetCategories.userId, userId));

describe('/api/budget-categories', () => {
  it("gives a new user the dialogs' starting categories, each with its own ledger account", async () => {
    const list = await categories(alice);
    expect(list.map((c) => [c.type, c.slug])).toEqual(
      expect.arrayContaining(STARTING_CATEGORIES.map((s) => [s.type, s.slug])),
    );
    expect(list).toHaveLength(STARTING_CATEGORIES.length);
    const accountRows = await t.database.db.select().from(accounts).where(eq(accounts.userId, alice.user.id));
    for (const category of list) {
      const account = accountRows.find((a) => a.id === category.accountId);
      expect(account?.accountType).toBe(category.type === 'income' ? 'INCOME' : 'EXPENSE');
      expect(account?.systemKey).toBe(`category:${category.id}`);
    }
    // Hidden from the user's accounts and the balance sheet.
    const listed = (await alice.api.get('/api/accounts')).json<{ id: string }[]>();
    expect(listed.some((a) => list.some((c) => c.accountId === a.id))).toBe(false);
    // Reading twice creates nothing more.
    expect(await categories(alice)).toHaveLength(STARTING_CATEGORIES.length);
  });

  it('creates, renames and archives a category; a renamed one keeps its history', async () => {
    const created = await alice.api.post('/api/budget-categories', {
      name: 'Pets',
      type: 'expense',
      color: '#10b981',
    });
    expect(created.statusCode, created.body).toBe(201);
    const pets = created.json<CategoryDto>();
    expect(pets).toMatchObject({
      name: 'Pets',
      type: 'expense',
      color: '#10B981',
      isActive: true,
      hasPostings: false,
    });
    const account = await checking(alice, '500.00');
    await post(alice, actual({ amount: '30.00', accountId: account.id, categoryId: pets.id }));

    const renamed = await alice.api.put(`/api/budget-categories/${pets.id}`, {
      name: 'Animals',
      type: 'expense',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<CategoryDto>()).toMatchObject({
      name: 'Animals',
      accountId: pets.accountId,
      hasPostings: true,
    });
    const journal = (await alice.api.get('/api/journal-entries')).json<{
      entries: { lines: { account: string }[] }[];
    }>();
    expect(journal.entries.some((e) => e.lines.some((l) => l.account === 'Animals'))).toBe(true);

    // With postings it cannot be deleted, only archived; archived, new transactions cannot use it.
    const refused = await alice.api.delete(`/api/budget-categories/${pets.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: CATEGORY_MESSAGES.hasPostings });
    const archived = await alice.api.put(`/api/budget-categories/${pets.id}`, {
      name: 'Animals',
      type: 'expense',
      isActive: false,
    });
    expect(archived.json<CategoryDto>().isActive).toBe(false);
    const blocked = await alice.api.post(
      '/api/transactions',
      actual({ accountId: account.id, categoryId: pets.id }),
    );
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json<{ fields: Record<string, string> }>().fields.categoryId).toMatch(/archived/);
  });

  it('deletes a category without postings, with its account', async () => {
    const created = (
      await alice.api.post('/api/budget-categories', { name: 'Hobbies', type: 'expense' })
    ).json<CategoryDto>();
    expect((await alice.api.delete(`/api/budget-categories/${created.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, created.accountId))).toEqual([]);
    // A deleted starting category does not come back.
    const food = await categoryNamed(alice, 'Food');
    expect((await alice.api.delete(`/api/budget-categories/${food.id}`)).statusCode).toBe(204);
    expect((await categories(alice)).some((c) => c.name === 'Food')).toBe(false);
  });

  it.each([
    [{ name: '', type: 'expense' }, 'name'],
    [{ name: 'x'.repeat(51), type: 'expense' }, 'name'],
    [{ name: 'Ok', type: 'transfer' }, 'type'],
    [{ name: 'Ok', type: 'expense', color: 'red' }, 'color'],
    [{ name: 'Ok', type: 'expense', extra: 1 }, 'extra'],
  ])('refuses %j with a 400 naming %s, creating nothing', async (body, field) => {
    const before = (await rowsOf(alice.user.id)).length;
    const res = await alice.api.post('/api/budget-categories', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBeTruthy();
    expect((await rowsOf(alice.user.id)).length).toBe(before);
  });

  it('refuses a duplicate name (409) and a change of type (400)', async () => {
    expect(
      (await alice.api.post('/api/budget-categories', { name: 'salary', type: 'income' })).statusCode,
    ).toBe(409);
    const salary = await categoryNamed(alice, 'Salary');
    const res = await alice.api.put(`/api/budget-categories/${salary.id}`, {
      name: 'Salary',
      type: 'expense',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.type).toBe(CATEGORY_MESSAGES.typeChange);
  });

  it("answers 404 for another user's category, and for an id that is not one", async () => {
    const bobs = await categoryNamed(bob, 'Housing');
    expect(
      (await alice.api.put(`/api/budget-categories/${bobs.id}`, { name: 'Mine', type: 'expense' }))
        .statusCode,
    ).toBe(404);
    expect((await alice.api.delete(`/api/budget-categories/${bobs.id}`)).statusCode).toBe(404);
    expect((await alice.api.delete('/api/budget-categories/nope')).statusCode).toBe(404);
    expect((await categoryNamed(bob, 'Housing')).name).toBe('Housing');
  });

  it('answers every first read with all the starting categories, however many come at once', async () => {
    const carol = await signIn(t, 'carol-first-reads@example.com');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => carol.api.get('/api/budget-categories')),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res
          .json<CategoryDto[]>()
          .map((c) => c.name)
          .sort(),
      ).toEqual(STARTING_CATEGORIES.map((c) => c.name).sort());
    }
  });
});
