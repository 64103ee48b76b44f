import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchFold } from './search-fold';

// Every stored record of docs/product.md §3, plus sessions. Money is numeric (exact); precisions follow
// the spec except interest rates, stored in percent as numeric(7,4) (see docs/decisions/002).

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string, precision = 15) => numeric(name, { precision, scale: 2 });
/** The user a row belongs to: deleting the user deletes it (decision 059). */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });
/** The account a row belongs to: deleting the account deletes it. */
const accountOf = () =>
  uuid('account_id')
    .notNull()
    .references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  sessionId: text('session_id'),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  // AES-256-GCM ciphertext, never the plain secret.
  twoFactorSecret: text('two_factor_secret'),
  // Secret offered by setup but not yet confirmed with a first valid code.
  twoFactorPendingSecret: text('two_factor_pending_secret'),
  // Hashes of the unused backup codes.
  twoFactorBackupCodes: text('two_factor_backup_codes').array(),
  twoFactorPendingBackupCodes: text('two_factor_pending_backup_codes').array(),
  // The pending setup's backup codes sealed like the secret, so the setup can be shown again until
  // it is confirmed (GET /api/auth/2fa/setup never replaces one); cleared when two-factor turns on.
  twoFactorPendingBackupSealed: text('two_factor_pending_backup_sealed'),
  // Last accepted TOTP time step: a code is accepted only for a later step (replay protection).
  twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
  twoFactorFailures: integer('two_factor_failures').notNull().default(0),
  twoFactorLockedUntil: timestamp('two_factor_locked_until', { withTimezone: true }),
  // IANA time zone ("Pacific/Honolulu") the user's dates are reckoned in; null until the browser
  // reports it at the first sign-in, meaning UTC (decision 038).
  timeZone: text('time_zone'),
  // ISO 4217 code of the currency reports are in (issue 24); USD until the person chooses.
  baseCurrency: text('base_currency').notNull().default('USD'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token; the token itself is never stored.
    id: text('id').primaryKey(),
    userId: ownerId(),
    // 'full' reaches data; 'pending_2fa' only lets the user finish the second factor.
    kind: text('kind').notNull().default('full'),
    sessionDuration: text('session_duration').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // The browser's User-Agent at sign-in (trimmed), to name the device in the sessions list.
    userAgent: text('user_agent'),
    // How the session signed in: magic_link, passkey, oidc or proxy (decision 118).
    method: text('method').notNull().default('magic_link'),
    // When the session last gave a current authenticator code to confirm a sensitive action
    // (decision 134); with its sign-in time, it decides whether the session is fresh.
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

// Passkeys (WebAuthn credentials, decision 115): the public key and signature counter of each.
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: ownerId(),
    // The credential id, base64url, as the authenticator names it.
    credentialId: text('credential_id').notNull().unique(),
    // The COSE public key, base64url.
    publicKey: text('public_key').notNull(),
    // The authenticator's signature counter: an assertion must raise it (0 = the authenticator keeps none).
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

// WebAuthn challenges handed out and not yet used: each is taken once, within minutes.
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    // SHA-256 of the challenge.
    id: text('id').primaryKey(),
    // 'register' (a signed-in user adds a passkey) or 'authenticate' (a sign-in).
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

// OpenID Connect identities linked to a user (decision 116): one provider subject signs in one user.
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: ownerId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    // The email the provider gave at linking, shown in Settings.
    email: text('email'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_uq').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const magicLinks = pgTable(
  'magic_links',
  {
    id: id(),
    email: text('email').notNull(),
    // SHA-256 of the emailed token.
    token: text('token').notNull().unique(),
    sessionId: text('session_id'),
    sessionDuration: text('session_duration').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('magic_links_email_idx').on(t.email), index('magic_links_expires_idx').on(t.expiresAt)],
);

export const userPreferences = pgTable('user_preferences', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  decimalPlaces: integer('decimal_places').notNull().default(2),
  summaryPrecision: text('summary_precision').notNull().default('dollars'),
  showPercentages: boolean('show_percentages').notNull().default(true),
});

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: ownerId(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    // ASSET and LIABILITY are the user's; EQUITY and EXPENSE are system accounts the ledger needs.
    accountType: text('account_type').notNull(),
    accountSubtype: text('account_subtype'),
    category: text('category'),
    normalBalance: text('normal_balance').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // Set on accounts the system creates (opening-balance equity, interest expense...), one per user.
    systemKey: text('system_key'),
    description: text('description'),
    interestRate: numeric('interest_rate', { precision: 7, scale: 4 }),
    minimumPayment: money('minimum_payment', 12),
    creditLimit: money('credit_limit'),
    // Cached ledger balance in the account's normal direction, updated in the posting transaction.
    currentBalance: money('current_balance').notNull().default('0'),
    // How many journal lines the account has, kept with the balance by the ledger (decision 161): a
    // register's first page says how many entries there are without counting them.
    lineCount: bigint('line_count', { mode: 'number' }).notNull().default(0),
    // ISO 4217 code of what an ASSET or LIABILITY account holds (decision 147): every line on it is in
    // this currency, and it changes only while the account has no lines. Income, expense and equity
    // accounts hold any currency; their lines say which.
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_idx').on(t.userId, t.accountType),
    uniqueIndex('accounts_user_system_key_uq')
      .on(t.userId, t.systemKey)
      .where(sql`${t.systemKey} is not null`),
  ],
);

export const loans = pgTable(
  'loans',
  {
    id: id(),
    userId: ownerId(),
    // The liability account the loan's balance lives in, and the financed asset's account if any.
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    assetAccountId: uuid('asset_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    fundingAccountId: uuid('funding_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    loanCategory: text('loan_category').notNull().default('mortgage'),
    loanType: text('loan_type').notNull().default('30-Year Fixed'),
    principal: money('principal', 12).notNull(),
    interestRate: numeric('interest_rate', { precision: 7, scale: 4 }).notNull(),
    termYears: integer('term_years').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    monthlyPayment: money('monthly_payment', 10).notNull(),
    homePrice: money('home_price', 12).default('0'),
    downPayment: money('down_payment', 12).default('0'),
    propertyTax: money('property_tax', 12).notNull().default('0'),
    insurance: money('insurance', 12).notNull().default('0'),
    supplementalInsurance: money('supplemental_insurance', 12).notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    // The day the balance reaches zero under the current terms and recorded extras (decision 035):
    // paid off from that day on. Rewritten with every change to the terms or the extras.
    paidOffOn: date('paid_off_on', { mode: 'string' }),
    // Decision 128. Whether the loan created its asset account (deleted with it) or links to one the
    // user owns (never touched by its entries); the day it was added, and whether payments due by then
    // left the funding account (otherwise they are funded from opening-balance equity).
    assetOwned: boolean('asset_owned').notNull().default(true),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    postPastPayments: boolean('post_past_payments').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('loans_user_idx').on(t.userId)],
);

export const extraPayments = pgTable(
  'extra_payments',
  {
    id: id(),
    userId: ownerId(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    amount: money('amount', 12).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    interestSaved: money('interest_saved', 12).notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    index('extra_payments_loan_idx').on(t.loanId, t.paymentDate),
    index('extra_payments_user_idx').on(t.userId),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    userId: ownerId(),
    loanId: uuid('loan_id').references(() => loans.id, { onDelete: 'cascade' }),
    // The scheduled payment number a loan-payment entry posts, so posting twice changes nothing.
    loanPeriod: integer('loan_period'),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    // What posted it: 'opening', 'assertion', 'transaction', 'transfer', 'loan_payment'... (shared/register).
    kind: text('kind').notNull().default('manual'),
    // The transaction it posts: one entry per transaction, so a retry never posts twice.
    transactionId: uuid('transaction_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'no action',
    }),
    // Insertion order, a total order of entries within a date.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_entries_user_date_idx').on(t.userId, t.entryDate, t.createdAt),
    uniqueIndex('journal_entries_transaction_uq')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    uniqueIndex('journal_entries_loan_period_uq')
      .on(t.loanId, t.loanPeriod)
      .where(sql`${t.loanPeriod} is not null`),
  ],
);

export const journalEntryLines = pgTable(
  'journal_entry_lines',
  {
    id: id(),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    // No action: an account's entries are removed whole before the account, never line by line.
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'no action' }),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    // The entry's date and order, copied so a register page or a dated balance is one index scan.
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    entrySeq: bigint('entry_seq', { mode: 'number' }).notNull(),
    // ISO 4217 code the amounts are in (decision 147): an entry balances in each currency it holds.
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    // The entry's kind, copied so the totals per account and day can be kept when an entry's lines
    // are deleted with it (decision 161).
    entryKind: text('entry_kind').notNull(),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.journalEntryId),
    // Also serves every lookup by account alone: an index on the account only was one more write
    // per line (decision 168).
    index('journal_lines_account_date_idx').on(t.accountId, t.entryDate, t.entrySeq),
  ],
);

export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    color: text('color').notNull().default('#3B82F6'),
    isActive: boolean('is_active').notNull().default(true),
    // The dialog category it stands for ('salary', 'food'...): the tag 'income-salary' maps to it.
    slug: text('slug'),
    // The INCOME or EXPENSE ledger account its postings land in.
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'no action' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('budget_categories_user_name_uq').on(t.userId, t.name),
    uniqueIndex('budget_categories_user_slug_uq')
      .on(t.userId, t.type, t.slug)
      .where(sql`${t.slug} is not null`),
  ],
);

export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    totalIncome: money('total_income').notNull().default('0'),
    totalExpenses: money('total_expenses').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('budgets_user_idx').on(t.userId)],
);

export const budgetItems = pgTable(
  'budget_items',
  {
    id: id(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => budgetCategories.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    actualAmount: money('actual_amount').notNull().default('0'),
    notes: text('notes'),
  },
  (t) => [
    index('budget_items_budget_idx').on(t.budgetId),
    uniqueIndex('budget_items_budget_category_uq')
      .on(t.budgetId, t.categoryId)
      .where(sql`${t.categoryId} is not null`),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: ownerId(),
    categoryId: uuid('category_id').references(() => budgetCategories.id, { onDelete: 'set null' }),
    budgetId: uuid('budget_id').references(() => budgets.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    // A transfer between two currencies (decision 152): what the destination received, in its currency
    // (`amount` is what the source sent, in its own). Null for every other transaction.
    receivedAmount: money('received_amount'),
    description: text('description').notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringFrequency: text('recurring_frequency'),
    recurringStartDate: date('recurring_start_date', { mode: 'string' }),
    recurringEndDate: date('recurring_end_date', { mode: 'string' }),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    tags: text('tags').array(),
    // The asset or liability account it moves (a transfer's source) and a transfer's destination.
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'no action' }),
    toAccountId: uuid('to_account_id').references(() => accounts.id, { onDelete: 'no action' }),
    // An occurrence posted from a recurring item, and the series date it stands for.
    recurringParentId: uuid('recurring_parent_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'set null',
    }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    // On a recurring item: occurrences up to this date have been posted (or deliberately deleted).
    postedThrough: date('posted_through', { mode: 'string' }),
    // The bank has it (ticked by the user), and a reconciliation has agreed it with a statement
    // (decision 138): editing a reconciled row asks for confirmation.
    cleared: boolean('cleared').notNull().default(false),
    reconciled: boolean('reconciled').notNull().default(false),
    // Free text beside the payee: a bank file's memo, or the user's own note (searched with it).
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_date_idx').on(t.userId, t.transactionDate, t.createdAt),
    uniqueIndex('transactions_occurrence_uq')
      .on(t.recurringParentId, t.occurrenceDate)
      .where(sql`${t.recurringParentId} is not null`),
    index('transactions_account_idx').on(t.accountId),
    index('transactions_to_account_idx').on(t.toAccountId),
    // The recurring items, a few among every transaction of the years: the forecast, the cash-flow
    // summary and bringing the books current read them without a scan of the table (decision 161).
    index('transactions_recurring_idx').on(t.userId).where(sql`${t.isRecurring}`),
    // Substring search over the folded description (decision 135): trigrams serve `like '%…%'`. New
    // rows wait in a pending list of at most 64 kB, merged in bulk (decision 156): a search scans no
    // more than that beside the index, and an import does not write the index row by row.
    index('transactions_search_idx')
      .using('gin', sql`${searchFold(sql`${t.description}`)} gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 64 }),
    index('transactions_notes_search_idx')
      .using('gin', sql`${searchFold(sql`${t.notes}`)} gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 64 })
      .where(sql`${t.notes} is not null`),
  ],
);

/**
 * The parts of a split transaction (decision 141), in order: each a category and its share of the
 * amount. The transaction's entry posts one line per part; the parts always sum to its amount.
 */
export const transactionSplits = pgTable(
  'transaction_splits',
  {
    id: id(),
    userId: ownerId(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    categoryId: uuid('category_id').references(() => budgetCategories.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    memo: text('memo'),
  },
  (t) => [
    uniqueIndex('transaction_splits_position_uq').on(t.transactionId, t.position),
    index('transaction_splits_category_idx').on(t.categoryId),
    check('transaction_splits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** "On this date the account held this balance": its adjustment entry is kept equal to what makes it so. */
export const balanceAssertions = pgTable(
  'balance_assertions',
  {
    id: id(),
    userId: ownerId(),
    accountId: accountOf(),
    assertDate: date('assert_date', { mode: 'string' }).notNull(),
    balance: money('balance').notNull(),
    // 'balance': a value the user set (adjusted against opening-balance equity); 'valuation': a
    // house, car or investment valued on the date (adjusted against unrealized gains, decision 126).
    kind: text('kind').notNull().default('balance'),
    // A value stated for today covers the entries of that day recorded so far: those created up to
    // this instant. Null: the whole day (a value stated for a past date, decision 125).
    throughAt: timestamp('through_at', { withTimezone: true }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('balance_assertions_account_date_uq').on(t.accountId, t.assertDate)],
);

/** Per user: the date through which due loan payments and recurring occurrences are posted. */
export const ledgerState = pgTable('ledger_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  postedThrough: date('posted_through', { mode: 'string' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Per user, day and currency: the change of total assets and liabilities on the user's own accounts,
 * moved by a database trigger with the journal lines (migrations 0005, 0021), read by the Net Worth
 * history, which converts each currency's balance at each date's rate (decision 153).
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    userId: ownerId(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    assets: numeric('assets', { precision: 20, scale: 2 }).notNull().default('0'),
    liabilities: numeric('liabilities', { precision: 20, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'ledger_daily_totals_pk', columns: [t.userId, t.entryDate, t.currency] })],
);

/**
 * Debits less credits and the number of lines per account, day, currency and entry kind, kept by the
 * ledger's triggers from the lines (decisions 161 and 166): a year of actual income and spending, or
 * an account's whole history for its chart, is a few thousand rows instead of every line.
 */
export const ledgerAccountDailyTotals = pgTable(
  'ledger_account_daily_totals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    entryKind: text('entry_kind').notNull(),
    net: numeric('net', { precision: 20, scale: 2 }).notNull().default('0'),
    /** How many lines the day holds (decision 166): a day whose lines were all deleted holds none. */
    lines: integer('lines').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'ledger_account_daily_totals_pk',
      columns: [t.accountId, t.entryDate, t.currency, t.entryKind],
    }),
  ],
);

export const cashFlowProjections = pgTable(
  'cash_flow_projections',
  {
    id: id(),
    userId: ownerId(),
    projectionDate: date('projection_date', { mode: 'string' }).notNull(),
    expectedIncome: money('expected_income').notNull().default('0'),
    expectedExpenses: money('expected_expenses').notNull().default('0'),
    projectedBalance: money('projected_balance').notNull().default('0'),
    actualIncome: money('actual_income'),
    actualExpenses: money('actual_expenses'),
    actualBalance: money('actual_balance'),
    notes: text('notes'),
  },
  // One row per user and month (projectionDate is the month's first day), holding the user's note.
  (t) => [uniqueIndex('cash_flow_projections_user_month_uq').on(t.userId, t.projectionDate)],
);

export const assetValuationAdjustments = pgTable(
  'asset_valuation_adjustments',
  {
    id: id(),
    userId: ownerId(),
    accountId: accountOf(),
    adjustmentType: text('adjustment_type').notNull(),
    previousValue: money('previous_value').notNull(),
    newValue: money('new_value').notNull(),
    adjustmentAmount: money('adjustment_amount').notNull(),
    adjustmentDate: date('adjustment_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    attachments: text('attachments').array(),
    createdAt: createdAt(),
  },
  (t) => [index('valuation_adjustments_account_idx').on(t.accountId, t.adjustmentDate)],
);

/** One bank-file import into an account: what it was and how many rows it brought in (issue 13). */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    userId: ownerId(),
    accountId: accountOf(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    // The date order a CSV or QIF file was read with: the likelier reading of the next import.
    dateFormat: text('date_format'),
    rowsImported: integer('rows_imported').notNull(),
    rowsSkipped: integer('rows_skipped').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('imports_account_idx').on(t.accountId, t.createdAt)],
);

/** The CSV mapping last used for an account, offered again next time. */
export const importMappings = pgTable('import_mappings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: ownerId(),
  mapping: jsonb('mapping').notNull(),
  updatedAt: updatedAt(),
});

/** Which import brought a transaction in, and the bank's id for it (OFX FITID, CAMT AcctSvcrRef). */
export const importedTransactions = pgTable(
  'imported_transactions',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    accountId: accountOf(),
    bankId: text('bank_id'),
  },
  (t) => [
    index('imported_transactions_import_idx').on(t.importId),
    index('imported_transactions_bank_idx').on(t.accountId, t.bankId).where(sql`${t.bankId} is not null`),
  ],
);

/**
 * A statement row imported as the other side of a transaction already in another account
 * (decision 189): that transaction became a transfer between the two, and the row was not inserted.
 * Undoing the import turns it back into what it was: an uncategorized expense or income of its own
 * account. `account_id` and `bank_id` are the row's, so the next import of the file knows it.
 */
export const importedTransfers = pgTable(
  'imported_transfers',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    accountId: accountOf(),
    bankId: text('bank_id'),
  },
  (t) => [
    index('imported_transfers_import_idx').on(t.importId),
    index('imported_transfers_bank_idx').on(t.accountId, t.bankId).where(sql`${t.bankId} is not null`),
  ],
);

/**
 * A categorization rule (issue 22, decision 106): conditions on the payee and amount (jsonb, ids never
 * inside) and optionally one account, applied in the user's order.
 */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    userId: ownerId(),
    position: integer('position').notNull(),
    // "Only transactions of this account": the rule goes with the account.
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    conditions: jsonb('conditions').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rules_user_position_idx').on(t.userId, t.position)],
);

/** A rule's actions in order: set a category (a category in use by a rule cannot be deleted), rename. */
export const ruleActions = pgTable(
  'rule_actions',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    categoryId: uuid('category_id').references(() => budgetCategories.id, { onDelete: 'no action' }),
    payee: text('payee'),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.position] }),
    index('rule_actions_category_idx').on(t.categoryId),
  ],
);

/** One "apply to existing" of a rule: what it changed, so it can be undone as one batch. */
export const ruleRuns = pgTable(
  'rule_runs',
  {
    id: id(),
    userId: ownerId(),
    ruleId: uuid('rule_id').references(() => rules.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    changed: integer('changed').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('rule_runs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A delete or bulk change of transactions that can still be undone (decision 139): `payload` holds the
 * rows as they were before it, so undoing restores them exactly. Kept a while, then swept.
 */
export const transactionChanges = pgTable(
  'transaction_changes',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_changes_user_idx').on(t.userId, t.createdAt)],
);

/** A transaction a rule run changed: its category and description before and after. */
export const ruleRunChanges = pgTable(
  'rule_run_changes',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => ruleRuns.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    beforeCategoryId: uuid('before_category_id').references(() => budgetCategories.id, {
      onDelete: 'set null',
    }),
    beforeDescription: text('before_description').notNull(),
    afterCategoryId: uuid('after_category_id').references(() => budgetCategories.id, {
      onDelete: 'set null',
    }),
    afterDescription: text('after_description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.transactionId] }),
    index('rule_run_changes_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Personal access tokens (decision 111): only the SHA-256 of the token is kept. Revoking deletes
 * the row; deleting the user deletes them all.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The token's first characters ("nw_pat_AbCd"), so a person can tell their tokens apart.
    hint: text('hint').notNull(),
    // 'read' (GET only) or 'write' (every token route); checked in the SQL.
    scope: text('scope').notNull(),
    createdAt: createdAt(),
    // Null: never expires.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/**
 * Answers kept for Idempotency-Key (decision 112), 24 hours per user and key. `statusCode` null: the
 * first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    // SHA-256 of the method, route and body: the same key with another request is refused.
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * "1 base = rate quote" on a date (issue 24, decision 143): entered by hand, read from a rates file,
 * or learned from a cross-currency transfer. One rate a user, pair and date. The rate is exact:
 * numeric(30,18) holds 12 significant digits from 10^-18 to 10^12 (src/domain/currency/rate.ts).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    userId: ownerId(),
    rateDate: date('rate_date').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 30, scale: 18 }).notNull(),
    // 'manual' | 'file' | 'transfer'
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exchange_rates_user_pair_date_idx').on(t.userId, t.base, t.quote, t.rateDate)],
);
