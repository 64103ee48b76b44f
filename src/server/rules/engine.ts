import { commonCategorySlug } from '../../domain/imports/common-payees';
import { normalizePayee } from '../../domain/imports/payee';
import { applyRules, type CategoryType, describeRule, type Rule, type RuleSubject } from '../../domain/rules';
import type { Db } from '../db/client';
import * as repo from './repository';
import { toDomainRule } from './stored';

// The user's rules ready to run, with the payee history beside them: an import preview, a manual
// entry's suggestion and a rule preview all propose categories the same way (docs/decisions/106):
// a rule's category first; without one, the category the user last gave the same payee; without that,
// the usual category of a well-known payee (decision 191).

export interface Proposal {
  payee: string;
  categoryId: string | null;
  source: 'rule' | 'history' | 'common' | null;
  rule: { id: string; summary: string } | null;
}

export interface Engine {
  rules: Rule[];
  categoryType: (id: string) => CategoryType | undefined;
  summaryOf: (ruleId: string) => string;
  /** What the rules (else the payee's history) make of a subject. */
  propose: (subject: RuleSubject) => Proposal;
}

export async function loadEngine(db: Db, userId: string, withHistory = true): Promise<Engine> {
  // One after another: inside a database transaction the three share one connection, and a driver
  // connection runs one query at a time (node-postgres warns, and its next major version refuses).
  const stored = await repo.listRules(db, userId);
  const categories = await repo.categoriesOf(db, userId);
  const accounts = await repo.accountsOf(db, userId);
  const rules = stored.flatMap(({ rule, actions }) => {
    const domain = toDomainRule(rule, actions);
    return domain ? [domain] : [];
  });
  const names = {
    account: (id: string) => accounts.get(id),
    category: (id: string) => categories.get(id)?.name,
  };
  const summaries = new Map(rules.map((r) => [r.id, describeRule(r, names)]));
  const categoryType = (id: string) => categories.get(id)?.type as CategoryType | undefined;
  const history = new Map<string, string>();
  if (withHistory) {
    for (const row of await repo.recentCategorised(db, userId)) {
      const key = `${row.type}|${normalizePayee(row.description)}`;
      if (row.categoryId !== null && !history.has(key)) history.set(key, row.categoryId);
    }
  }
  const summaryOf = (id: string) => summaries.get(id) ?? '';
  // The user's starting categories still in use, by type and slug: where a common payee goes.
  const starting = new Map(
    [...categories].flatMap(([id, c]) =>
      c.slug !== null && c.isActive ? [[`${c.type}|${c.slug}`, id] as const] : [],
    ),
  );
  const common = (payee: string, type: 'income' | 'expense') => {
    if (!withHistory) return undefined;
    const slug = commonCategorySlug(payee, type);
    return slug === null ? undefined : starting.get(`${type}|${slug}`);
  };
  return {
    rules,
    categoryType,
    summaryOf,
    propose: (subject) => {
      const out = applyRules(rules, subject, categoryType);
      const rule = out.ruleId ? { id: out.ruleId, summary: summaryOf(out.ruleId) } : null;
      if (out.categoryId !== null)
        return { payee: out.payee, categoryId: out.categoryId, source: 'rule', rule };
      const type = subject.amount > 0 ? 'income' : 'expense';
      const known =
        history.get(`${type}|${normalizePayee(out.payee)}`) ??
        history.get(`${type}|${normalizePayee(subject.payee)}`);
      if (known) return { payee: out.payee, categoryId: known, source: 'history', rule };
      // Nothing the person said: a well-known payee's usual category (decision 191).
      const usual = common(out.payee, type) ?? common(subject.payee, type);
      return { payee: out.payee, categoryId: usual ?? null, source: usual ? 'common' : null, rule };
    },
  };
}
