import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto } from '../../shared/categories';
import type { ImportRecord } from '../../shared/imports';
import type { RuleDto, RuleOffer, RulePreview, RuleRunDto, RuleSuggestion } from '../../shared/rules';
import type { Transaction } from '../../shared/transactions';
import { b64, balanceOf, checking, preview } from '../imports/test-helpers';
import { expectBooksHold } from '../ledger/test-invariants';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';

// The rules API (issue 22): order, validation, isolation, preview counts, apply as one undoable run,
// rules in the import preview, the manual-entry suggestion and the "always" offer.

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'rules-alice@example.com');
  bob = await signIn(t, 'rules-bob@example.com');
});
afterAll(async () => {
  await t.close();
});

async function categories(who: SignedIn): Promise<Record<string, CategoryDto>> {
  const list = (await who.api.get('/api/budget-categories')).json<CategoryDto[]>();
  return Object.fromEntries(list.map((c) => [`${c.type}:${c.slug ?? c.name}`, c]));
}

const payee = (value: string, operator = 'contains') => ({ field: 'payee', operator, value });
const setCategory = (categoryId: string) => ({ type: 'setCategory', categoryId });

async function createRule(who: SignedIn, body: object): Promise<RuleDto> {
  const res = await who.api.post('/api/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RuleDto>();
}

const csv = (lines: string[]) => b64(['Date,Description,Amount', ...lines].join('\n'));

/** Imports a CSV into the account with every row's proposed category. */
async function importCsv(who: SignedIn, accountId: string, content: string, fileName = 'st.csv') {
  const shown = await preview(who, accountId, { fileName, content });
  const res = await who.api.post(`/api/accounts/${accountId}/imports`, {
    fileName,
    content,
    rows: shown.rows
      .filter((r) => r.status === 'new')
      .map((r) => ({ line: r.line, categoryId: r.categoryId })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportRecord>();
}

const listTxs = async (who: SignedIn, accountId: string) =>
  (await who.api.get(`/api/transactions?accountId=${accountId}&recurring=false`)).json<Transaction[]>();

describe('GET/POST/PUT/DELETE /api/rules', () => {
  it('keeps the rules in the order given, moves one, and closes the gap a deleted one leaves', async () => {
    const cats = await categories(alice);
    const food = cats['expense:food']?.id as string;
    const a = await createRule(alice, { conditions: [payee('coffee')], actions: [setCategory(food)] });
    const b = await createRule(alice, { conditions: [payee('grocer')], actions: [setCategory(food)] });
    const c = await createRule(alice, {
      conditions: [payee('bakery')],
      actions: [setCategory(food)],
      position: 0,
    });
    const order = async () =>
      (await alice.api.get('/api/rules')).json<RuleDto[]>().map((r) => [r.id, r.position]);
    expect(await order()).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect(a.summary).toBe('If payee contains "coffee": category Food');
    const moved = await alice.api.put(`/api/rules/${c.id}`, {
      conditions: [
        payee('bakery', 'startsWith'),
        { field: 'amount', operator: 'between', min: '1.00', max: '20' },
      ],
      actions: [setCategory(food), { type: 'renamePayee', payee: 'Bakery' }],
      position: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<RuleDto>()).toMatchObject({
      position: 2,
      conditions: [
        { field: 'payee', operator: 'startsWith', value: 'bakery' },
        { field: 'amount', operator: 'between', min: '1.00', max: '20.00' },
      ],
      summary: 'If payee starts with "bakery" and amount 1.00–20.00: category Food, rename to "Bakery"',
    });
    expect((await alice.api.delete(`/api/rules/${a.id}`)).statusCode).toBe(204);
    expect(await order()).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
    for (const id of [b.id, c.id]) await alice.api.delete(`/api/rules/${id}`);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const cats = await categories(alice);
    const food = cats['expense:food']?.id as string;
    const bobCats = await categories(bob);
    const bobAccount = await checking(bob);
    const cases: [object, string][] = [
      [{ conditions: [], actions: [setCategory(food)] }, 'conditions'],
      [{ conditions: [payee('x')], actions: [] }, 'actions'],
      [
        { conditions: [{ field: 'memo', operator: 'contains', value: 'x' }], actions: [setCategory(food)] },
        'conditions.0.field',
      ],
      [{ conditions: [payee('x', 'matches')], actions: [setCategory(food)] }, 'conditions.0.operator'],
      [{ conditions: [payee('')], actions: [setCategory(food)] }, 'conditions.0.value'],
      [
        {
          conditions: [{ field: 'amount', operator: 'between', min: '20', max: '10' }],
          actions: [setCategory(food)],
        },
        'conditions.0.min',
      ],
      [
        {
          conditions: [{ field: 'amount', operator: 'between', min: 'ten', max: null }],
          actions: [setCategory(food)],
        },
        'conditions.0.min',
      ],
      [{ conditions: [payee('x')], actions: [setCategory(food), setCategory(food)] }, 'actions'],
      [{ conditions: [payee('x')], actions: [{ type: 'delete' }] }, 'actions.0.type'],
      [{ conditions: [payee('x')], actions: [setCategory('not-an-id')] }, 'actions.0.categoryId'],
      [
        { conditions: [payee('x')], actions: [setCategory(bobCats['expense:food']?.id as string)] },
        'actions.0.categoryId',
      ],
      [
        {
          conditions: [{ field: 'account', operator: 'is', accountId: bobAccount.id }],
          actions: [setCategory(food)],
        },
        'conditions.0.accountId',
      ],
      [{ conditions: [payee('x')], actions: [setCategory(food)], position: -1 }, 'position'],
      [{ conditions: [payee('x')], actions: [setCategory(food)], extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await alice.api.post('/api/rules', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await alice.api.get('/api/rules')).json()).toEqual([]);
  });

  it("keeps each user's rules to themselves: another's rule is not found", async () => {
    const food = (await categories(alice))['expense:food']?.id as string;
    const rule = await createRule(alice, { conditions: [payee('kiosk')], actions: [setCategory(food)] });
    expect((await bob.api.get('/api/rules')).json()).toEqual([]);
    const body = {
      conditions: [payee('x')],
      actions: [setCategory((await categories(bob))['expense:food']?.id as string)],
    };
    expect((await bob.api.put(`/api/rules/${rule.id}`, body)).statusCode).toBe(404);
    expect((await bob.api.delete(`/api/rules/${rule.id}`)).statusCode).toBe(404);
    expect((await bob.api.post(`/api/rules/${rule.id}/apply`)).statusCode).toBe(404);
    expect((await alice.api.get('/api/rules')).json<RuleDto[]>()).toHaveLength(1);
    await alice.api.delete(`/api/rules/${rule.id}`);
  });

  it('refuses to delete a category a rule uses', async () => {
    const created = await alice.api.post('/api/budget-categories', { name: 'Coffee', type: 'expense' });
    const coffee = created.json<CategoryDto>();
    const rule = await createRule(alice, {
      conditions: [payee('espresso')],
      actions: [setCategory(coffee.id)],
    });
    const res = await alice.api.delete(`/api/budget-categories/${coffee.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/A rule puts transactions in this category/);
    await alice.api.delete(`/api/rules/${rule.id}`);
    expect((await alice.api.delete(`/api/budget-categories/${coffee.id}`)).statusCode).toBe(204);
  });
});

describe('preview, apply and undo', () => {
  it('counts what a rule would change with examples, applies it as one run and undoes it', async () => {
    const who = await signIn(t, 'rules-apply@example.com');
    const cats = await categories(who);
    const food = cats['expense:food']?.id as string;
    const shopping = cats['expense:shopping']?.id as string;
    const account = await checking(who, '1000.00');
    await importCsv(
      who,
      account.id,
      csv([
        '2026-10-01,CORNER BEANS #12,-3.50',
        '2026-10-02,Corner Beans #13,-4.20',
        '2026-10-03,CORNER BEANS REFUND,2.00',
        '2026-10-04,BOOKSHOP,-25.00',
        '2026-10-05,ACME CORP,1500.00',
      ]),
    );
    const before = await balanceOf(who, account.id);
    expect(before).toBe('2469.30');
    const body = { conditions: [payee('corner beans')], actions: [setCategory(food)] };
    const shown = (await who.api.post('/api/rules/preview', body)).json<RulePreview>();
    // Three payees match; the refund is money in and an expense category never lands on it.
    expect(shown).toMatchObject({ matching: 3, changing: 2 });
    expect(shown.examples.map((e) => [e.before.description, e.amount, e.after.categoryId]).sort()).toEqual([
      ['CORNER BEANS #12', '-3.50', food],
      ['Corner Beans #13', '-4.20', food],
    ]);
    expect((await listTxs(who, account.id)).every((x) => x.categoryId === null)).toBe(true);

    const rule = await createRule(who, body);
    const run = await who.api.post(`/api/rules/${rule.id}/apply`);
    expect(run.statusCode, run.body).toBe(201);
    expect(run.json<RuleRunDto>()).toMatchObject({
      ruleId: rule.id,
      changed: 2,
      summary: 'If payee contains "corner beans": category Food',
    });
    const after = await listTxs(who, account.id);
    expect(
      after
        .filter((x) => x.categoryId === food)
        .map((x) => x.description)
        .sort(),
    ).toEqual(['CORNER BEANS #12', 'Corner Beans #13']);
    expect(await balanceOf(who, account.id)).toBe(before);
    await expectBooksHold(t.database.db);
    const actuals = (await who.api.get('/api/cash-flow/summary')).json<{
      actuals: { expensesByCategory: { categoryId: string | null; amount: string }[] }[];
    }>();
    const october = actuals.actuals.find((m) => (m as unknown as { month: string }).month === '2026-10');
    expect(october?.expensesByCategory.find((c) => c.categoryId === food)?.amount).toBe('7.70');

    // Applying again changes nothing more.
    expect((await who.api.post(`/api/rules/${rule.id}/apply`)).json<RuleRunDto>().changed).toBe(0);

    // One of the two is re-categorized by hand; undo restores the other and keeps that choice.
    const edited = after.find((x) => x.description === 'Corner Beans #13') as Transaction;
    const put = await who.api.put(`/api/transactions/${edited.id}`, {
      amount: edited.amount,
      type: edited.type,
      description: edited.description,
      transactionDate: edited.transactionDate,
      accountId: edited.accountId,
      categoryId: shopping,
    });
    expect(put.statusCode, put.body).toBe(200);
    const runs = (await who.api.get('/api/rule-runs')).json<RuleRunDto[]>();
    const first = runs.find((r) => r.changed === 2) as RuleRunDto;
    const undo = await who.api.delete(`/api/rule-runs/${first.id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ restored: 1, kept: 1 });
    const restored = await listTxs(who, account.id);
    expect(restored.find((x) => x.description === 'CORNER BEANS #12')?.categoryId).toBeNull();
    expect(restored.find((x) => x.id === edited.id)?.categoryId).toBe(shopping);
    expect(await balanceOf(who, account.id)).toBe(before);
    await expectBooksHold(t.database.db);
    expect((await who.api.delete(`/api/rule-runs/${first.id}`)).statusCode).toBe(404);
    expect((await bob.api.delete(`/api/rule-runs/${runs[0]?.id}`)).statusCode).toBe(404);
  });

  // From 100 rows a run re-posts its entries with keys checked per statement (decision 177).
  it('applies a rule to many rows and undoes it, the books holding at each step', async () => {
    const who = await signIn(t, 'rules-many@example.com');
    const food = (await categories(who))['expense:food']?.id as string;
    const account = await checking(who, '5000.00');
    const lines: string[] = [];
    for (let i = 0; i < 130; i += 1)
      lines.push(`2026-09-${String((i % 28) + 1).padStart(2, '0')},MARKET HALL ${i},-${(i % 40) + 1}.25`);
    await importCsv(who, account.id, csv(lines));
    const before = await balanceOf(who, account.id);
    const rule = await createRule(who, { conditions: [payee('market hall')], actions: [setCategory(food)] });
    const run = await who.api.post(`/api/rules/${rule.id}/apply`);
    expect(run.json<RuleRunDto>().changed).toBe(130);
    const filed = async () =>
      (await who.api.get(`/api/transactions/count?categoryId=${food}`)).json<{ count: number }>().count;
    expect(await filed()).toBe(130);
    expect(await balanceOf(who, account.id)).toBe(before);
    await expectBooksHold(t.database.db);
    const undo = await who.api.delete(`/api/rule-runs/${run.json<RuleRunDto>().id}`);
    expect(undo.json()).toEqual({ restored: 130, kept: 0 });
    expect(await filed()).toBe(0);
    expect(await balanceOf(who, account.id)).toBe(before);
    await expectBooksHold(t.database.db);
  });
});

describe('rules at import and at manual entry', () => {
  it("leaves a split alone: its parts are the user's own filing (decision 141)", async () => {
    const who = await signIn(t, 'rules-split@example.com');
    const cats = await categories(who);
    const food = cats['expense:food']?.id as string;
    const shopping = cats['expense:shopping']?.id as string;
    const account = await checking(who, '1000.00');
    const res = await who.api.post('/api/transactions', {
      amount: '30.00',
      type: 'expense',
      description: 'TARGET 0042',
      transactionDate: '2026-10-01',
      accountId: account.id,
      splits: [
        { categoryId: food, amount: '20.00' },
        { categoryId: shopping, amount: '10.00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = { conditions: [payee('target')], actions: [setCategory(shopping)] };
    expect((await who.api.post('/api/rules/preview', body)).json<RulePreview>()).toMatchObject({
      matching: 0,
      changing: 0,
    });
    const rule = await createRule(who, body);
    expect((await who.api.post(`/api/rules/${rule.id}/apply`)).json<RuleRunDto>().changed).toBe(0);
    const kept = (await who.api.get(`/api/transactions/${res.json<Transaction>().id}`)).json<Transaction>();
    expect(kept.splits.map((p) => p.categoryId)).toEqual([food, shopping]);
  });

  it('proposes each row its category with the rule behind it, renames payees and keeps payee history', async () => {
    const who = await signIn(t, 'rules-import@example.com');
    const cats = await categories(who);
    const food = cats['expense:food']?.id as string;
    const salary = cats['income:salary']?.id as string;
    const account = await checking(who, '0.00');
    await createRule(who, {
      conditions: [payee('SQ *', 'startsWith')],
      actions: [{ type: 'renamePayee', payee: 'Corner Cafe' }],
    });
    const cafe = await createRule(who, {
      conditions: [payee('corner cafe', 'equals')],
      actions: [setCategory(food)],
    });
    // An earlier payroll categorized by hand: history proposes its category without a rule.
    await importCsv(who, account.id, csv(['2026-09-30,ACME PAYROLL,1500.00']));
    const [payroll] = await listTxs(who, account.id);
    await who.api.put(`/api/transactions/${payroll?.id}`, {
      amount: '1500.00',
      type: 'income',
      description: 'ACME PAYROLL',
      transactionDate: '2026-09-30',
      accountId: account.id,
      categoryId: salary,
    });
    const content = csv([
      '2026-10-01,SQ *CORNER CAFE 0042,-4.50',
      '2026-10-31,ACME PAYROLL,1500.00',
      '2026-10-02,KIOSK,-1.00',
    ]);
    const shown = await preview(who, account.id, { fileName: 'oct.csv', content });
    expect(
      shown.rows.map((r) => [
        r.description,
        r.originalDescription,
        r.categoryId,
        r.categorySource,
        r.rule?.id ?? null,
      ]),
    ).toEqual([
      ['Corner Cafe', 'SQ *CORNER CAFE 0042', food, 'rule', cafe.id],
      ['ACME PAYROLL', null, salary, 'history', null],
      ['KIOSK', null, null, null, null],
    ]);
    expect(shown.rows[0]?.rule?.summary).toBe('If payee is "corner cafe": category Food');
    await importCsv(who, account.id, content, 'oct.csv');
    const txs = await listTxs(who, account.id);
    expect(txs.find((x) => x.transactionDate === '2026-10-01')).toMatchObject({
      description: 'Corner Cafe',
      categoryId: food,
    });
    // The same file again: the renamed row is still recognised as imported.
    const again = await preview(who, account.id, { fileName: 'oct.csv', content });
    expect(again.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
  });

  it('suggests a category for a manual entry, by rule or by history', async () => {
    const who = await signIn(t, 'rules-suggest@example.com');
    const food = (await categories(who))['expense:food']?.id as string;
    const rule = await createRule(who, { conditions: [payee('bakery')], actions: [setCategory(food)] });
    const get = async (query: string) => {
      const res = await who.api.get(`/api/rules/suggestion?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RuleSuggestion>();
    };
    expect(await get('description=Village%20Bakery&type=expense&amount=4.20')).toEqual({
      categoryId: food,
      source: 'rule',
      rule: { id: rule.id, summary: 'If payee contains "bakery": category Food' },
    });
    expect(await get('description=Village%20Bakery&type=income')).toEqual({
      categoryId: null,
      source: null,
      rule: null,
    });
    expect((await who.api.get('/api/rules/suggestion?type=expense')).statusCode).toBe(400);
    expect((await who.api.get('/api/rules/suggestion?description=x&type=transfer')).statusCode).toBe(400);
  });

  it('offers "always put PAYEE in CATEGORY" after an imported payee is categorized by hand', async () => {
    const who = await signIn(t, 'rules-offer@example.com');
    const food = (await categories(who))['expense:food']?.id as string;
    const account = await checking(who, '0.00');
    await importCsv(who, account.id, csv(['2026-10-01,HILLSIDE FARM MARKET #10234 AUSTIN TX,-84.23']));
    const [tx] = await listTxs(who, account.id);
    const ask = async () => (await who.api.get(`/api/rules/offer?transactionId=${tx?.id}`)).json<RuleOffer>();
    expect(await ask()).toEqual({ offer: null }); // not categorized yet
    await who.api.put(`/api/transactions/${tx?.id}`, {
      amount: '84.23',
      type: 'expense',
      description: tx?.description,
      transactionDate: '2026-10-01',
      accountId: account.id,
      categoryId: food,
    });
    const { offer } = await ask();
    expect(offer).toEqual({
      payee: 'HILLSIDE FARM MARKET #10234 AUSTIN TX',
      match: 'HILLSIDE FARM MARKET',
      categoryId: food,
      categoryName: 'Food',
      rule: {
        conditions: [{ field: 'payee', operator: 'startsWith', value: 'HILLSIDE FARM MARKET' }],
        actions: [{ type: 'setCategory', categoryId: food }],
      },
    });
    await createRule(who, offer?.rule ?? {});
    expect(await ask()).toEqual({ offer: null }); // the rule does it now
    // Next month's statement: categorized by the rule.
    const next = await preview(who, account.id, {
      fileName: 'nov.csv',
      content: csv(['2026-11-02,HILLSIDE FARM MARKET #10301 DALLAS TX,-51.10']),
    });
    expect(next.rows[0]).toMatchObject({ categoryId: food, categorySource: 'rule' });
    expect((await bob.api.get(`/api/rules/offer?transactionId=${tx?.id}`)).statusCode).toBe(404);
  });

  it('needs the answer to the date question before committing an ambiguous file', async () => {
    const who = await signIn(t, 'rules-dates@example.com');
    const account = await checking(who, '0.00');
    const content = b64('Date,Payee,Amount\n03/04/2026,Corner Coffee,-3.50\n05/06/2026,Acme,10.00\n');
    const shown = await preview(who, account.id, { fileName: 'a.csv', content });
    expect(shown.dateQuestion?.formats).toEqual(['DMY', 'MDY']);
    const rows = shown.rows.map((r) => ({ line: r.line, categoryId: null }));
    const refused = await who.api.post(`/api/accounts/${account.id}/imports`, {
      fileName: 'a.csv',
      content,
      rows,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'options.dateFormat': 'The dates of this file read more than one way: choose how they are written',
    });
    const ok = await who.api.post(`/api/accounts/${account.id}/imports`, {
      fileName: 'a.csv',
      content,
      options: { dateFormat: 'MDY' },
      rows,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await listTxs(who, account.id)).map((x) => x.transactionDate).sort()).toEqual([
      '2026-03-04',
      '2026-05-06',
    ]);
    // The next ambiguous file into this account proposes the order answered last time.
    const next = await preview(who, account.id, {
      fileName: 'b.csv',
      content: b64('Date,Payee,Amount\n03/05/2026,X,-1.00\n04/05/2026,Y,-1.00\n'),
    });
    expect(next.dateQuestion).toMatchObject({
      proposed: 'MDY',
      reason: 'Your last import into this account was read month first.',
    });
  });
});
