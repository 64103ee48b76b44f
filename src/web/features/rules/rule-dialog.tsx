import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CategoryDto } from '../../../shared/categories';
import type { RuleDto, RulePreview } from '../../../shared/rules';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useAccounts } from '../accounts/queries';
import { usePreviewRule, useSaveRule } from './queries';
import { blankCondition, type ConditionKind, formOf, payloadOf, type RuleForm } from './rule-form-model';

// Create or change a rule: its conditions, its actions, and before saving how many of the existing
// transactions it would change, with examples (issue 22).

const SELECT =
  'h-9 w-full rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary';

const KIND_LABEL: Record<ConditionKind, string> = {
  payee: 'Payee / description',
  range: 'Amount between',
  sign: 'Money in or out',
  account: 'Account',
};

function PreviewResult({
  preview,
  categories,
}: {
  preview: RulePreview;
  categories: readonly CategoryDto[];
}) {
  const name = (id: string | null) => categories.find((c) => c.id === id)?.name ?? 'Uncategorized';
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm"
      data-testid="rule-preview"
    >
      <p>
        {preview.matching} existing transactions match; this rule would change {preview.changing}.
      </p>
      {preview.examples.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {preview.examples.map((e) => (
            <li key={e.transactionId} className="break-words">
              {e.date} {e.before.description} ({e.amount}): {name(e.before.categoryId)} →{' '}
              {name(e.after.categoryId)}
              {e.after.description !== e.before.description ? `, renamed “${e.after.description}”` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function RuleDialog({
  rule,
  open,
  categories,
  onClose,
}: {
  /** The rule being changed; null for a new one. */
  rule: RuleDto | null;
  open: boolean;
  categories: readonly CategoryDto[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={rule ? 'Edit rule' : 'New rule'}
      description="When every condition holds, the actions apply: to imported rows, and as a suggestion when you enter a transaction."
      className="max-w-2xl"
    >
      {open ? (
        <RuleFormBody key={rule?.id ?? 'new'} rule={rule} categories={categories} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function RuleFormBody({
  rule,
  categories,
  onClose,
}: {
  rule: RuleDto | null;
  categories: readonly CategoryDto[];
  onClose: () => void;
}) {
  const [form, setForm] = useState<RuleForm>(() => formOf(rule));
  const [fields, setFields] = useState<Record<string, string>>({});
  const accounts = useAccounts();
  const posting = (accounts.data ?? []).filter(
    (a) => a.accountType === 'ASSET' || a.accountType === 'LIABILITY',
  );
  const preview = usePreviewRule();
  const save = useSaveRule();
  const setCondition = (i: number, patch: Partial<RuleForm['conditions'][number]>) =>
    setForm((f) => ({ ...f, conditions: f.conditions.map((c, k) => (k === i ? { ...c, ...patch } : c)) }));
  const failed = (e: unknown) => {
    setFields(e instanceof ApiError ? (e.body?.fields ?? {}) : {});
    toast({
      title: 'Error',
      description: errorMessage(e, 'The rule could not be read'),
      variant: 'destructive',
    });
  };
  const check = () => {
    setFields({});
    preview.mutate(payloadOf(form), { onError: failed });
  };
  const submit = () => {
    setFields({});
    save.mutate(
      {
        ...(rule ? { id: rule.id } : {}),
        body: { ...payloadOf(form), ...(rule ? { position: rule.position } : {}) },
      },
      {
        onSuccess: () => {
          toast({ title: rule ? 'Rule saved' : 'Rule created' });
          onClose();
        },
        onError: failed,
      },
    );
  };
  const fieldError = (key: string) =>
    Object.entries(fields).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Conditions (all must hold)</legend>
        {form.conditions.map((c, i) => {
          const error = fieldError(`conditions.${i}`);
          return (
            <div
              key={c.key}
              className="grid grid-cols-1 gap-2 rounded-lg border border-border p-2 sm:grid-cols-[10rem_1fr_auto]"
            >
              <div className="flex flex-col gap-1">
                <Label htmlFor={`rule-kind-${i}`}>Condition {i + 1}</Label>
                <select
                  id={`rule-kind-${i}`}
                  className={SELECT}
                  value={c.kind}
                  onChange={(e) =>
                    setCondition(i, { ...blankCondition(e.target.value as ConditionKind), key: c.key })
                  }
                >
                  {(Object.keys(KIND_LABEL) as ConditionKind[]).map((k) => (
                    <option key={k} value={k}>
                      {KIND_LABEL[k]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                {c.kind === 'payee' ? (
                  <div className="grid grid-cols-[8rem_1fr] gap-2">
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`rule-op-${i}`}>Match</Label>
                      <select
                        id={`rule-op-${i}`}
                        className={SELECT}
                        value={c.operator}
                        onChange={(e) => setCondition(i, { operator: e.target.value as typeof c.operator })}
                      >
                        <option value="contains">contains</option>
                        <option value="startsWith">starts with</option>
                        <option value="equals">is</option>
                      </select>
                    </div>
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`rule-value-${i}`}>Text</Label>
                      <Input
                        id={`rule-value-${i}`}
                        value={c.value}
                        maxLength={200}
                        onChange={(e) => setCondition(i, { value: e.target.value })}
                      />
                    </div>
                  </div>
                ) : null}
                {c.kind === 'range' ? (
                  <div className="grid grid-cols-2 gap-2">
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`rule-min-${i}`}>From</Label>
                      <Input
                        id={`rule-min-${i}`}
                        inputMode="decimal"
                        value={c.min}
                        onChange={(e) => setCondition(i, { min: e.target.value })}
                      />
                    </div>
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`rule-max-${i}`}>To</Label>
                      <Input
                        id={`rule-max-${i}`}
                        inputMode="decimal"
                        value={c.max}
                        onChange={(e) => setCondition(i, { max: e.target.value })}
                      />
                    </div>
                  </div>
                ) : null}
                {c.kind === 'sign' ? (
                  <>
                    <Label htmlFor={`rule-sign-${i}`}>Direction</Label>
                    <select
                      id={`rule-sign-${i}`}
                      className={SELECT}
                      value={c.sign}
                      onChange={(e) => setCondition(i, { sign: e.target.value as 'in' | 'out' })}
                    >
                      <option value="out">Money out (expense)</option>
                      <option value="in">Money in (income)</option>
                    </select>
                  </>
                ) : null}
                {c.kind === 'account' ? (
                  <>
                    <Label htmlFor={`rule-account-${i}`}>Account</Label>
                    <select
                      id={`rule-account-${i}`}
                      className={SELECT}
                      value={c.accountId}
                      onChange={(e) => setCondition(i, { accountId: e.target.value })}
                    >
                      <option value="">Choose an account</option>
                      {posting.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.accountName}
                        </option>
                      ))}
                    </select>
                  </>
                ) : null}
                {error ? <p className="text-xs text-negative">{error}</p> : null}
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-end"
                aria-label={`Remove condition ${i + 1}`}
                disabled={form.conditions.length === 1}
                onClick={() => setForm((f) => ({ ...f, conditions: f.conditions.filter((_, k) => k !== i) }))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={form.conditions.length >= 10}
            onClick={() => setForm((f) => ({ ...f, conditions: [...f.conditions, blankCondition()] }))}
          >
            <Plus className="mr-1 size-4" aria-hidden="true" /> Add a condition
          </Button>
        </div>
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Then</legend>
        <div className="flex flex-col gap-1">
          <Label htmlFor="rule-category">Set the category</Label>
          <select
            id="rule-category"
            className={SELECT}
            value={form.categoryId}
            onChange={(e) => setForm((f) => ({ ...f, categoryId: e.target.value }))}
          >
            <option value="">Leave the category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.type})
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="rule-rename">Rename the payee to</Label>
          <Input
            id="rule-rename"
            value={form.rename}
            maxLength={200}
            placeholder="Leave the payee"
            onChange={(e) => setForm((f) => ({ ...f, rename: e.target.value }))}
          />
        </div>
        {fieldError('actions') ? (
          <p className="text-xs text-negative sm:col-span-2">{fieldError('actions')}</p>
        ) : null}
      </fieldset>
      {preview.data ? <PreviewResult preview={preview.data} categories={categories} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" variant="outline" disabled={preview.isPending} onClick={check}>
          {preview.isPending ? 'Checking…' : 'Check against my transactions'}
        </Button>
        <Button type="button" disabled={save.isPending} onClick={submit}>
          {save.isPending ? 'Saving…' : 'Save rule'}
        </Button>
      </div>
    </div>
  );
}
