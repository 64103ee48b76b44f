import { ArrowDown, ArrowUp, ListChecks } from 'lucide-react';
import { useState } from 'react';
import type { CategoryDto } from '../../../shared/categories';
import type { RuleDto } from '../../../shared/rules';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { useImportCategories } from '../imports/queries';
import { useApplyRule, useDeleteRule, useRuleRuns, useRules, useSaveRule, useUndoRun } from './queries';
import { RuleDialog } from './rule-dialog';

// Settings → Categorization rules (issue 22): the rules in the order they run, each movable, editable,
// deletable and appliable to the transactions already recorded; each application can be undone.

export function RulesCard() {
  const rules = useRules();
  const runs = useRuleRuns();
  const categories = useImportCategories();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const apply = useApplyRule();
  const undo = useUndoRun();
  const [editing, setEditing] = useState<RuleDto | 'new' | null>(null);
  const [applying, setApplying] = useState<RuleDto | null>(null);
  const [deleting, setDeleting] = useState<RuleDto | null>(null);
  const list = rules.data ?? [];
  const fail = (e: unknown, fallback: string) =>
    toast({ title: 'Error', description: errorMessage(e, fallback), variant: 'destructive' });
  const move = (rule: RuleDto, by: number) =>
    save.mutate(
      {
        id: rule.id,
        body: { conditions: rule.conditions, actions: rule.actions, position: rule.position + by },
      },
      { onError: (e) => fail(e, 'Could not move the rule') },
    );
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle className="flex items-center gap-2">
            <ListChecks className="size-5 text-primary" aria-hidden="true" /> Categorization rules
          </CardTitle>
          <CardDescription>
            Applied in this order to every import and suggested when you enter a transaction. A later rule
            sees the payee an earlier one wrote.
          </CardDescription>
        </div>
        <Button onClick={() => setEditing('new')}>New rule</Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {rules.isLoading ? <p className="text-sm text-muted-foreground">Loading rules…</p> : null}
        {!rules.isLoading && list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rules yet. Categorize an imported payee by hand and NetWorth offers to make one.
          </p>
        ) : null}
        <ol className="flex flex-col divide-y divide-border" aria-label="Rules">
          {list.map((rule, i) => (
            <li key={rule.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 flex-1 break-words text-sm">
                {i + 1}. {rule.summary}
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Move rule ${i + 1} up`}
                disabled={i === 0 || save.isPending}
                onClick={() => move(rule, -1)}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Move rule ${i + 1} down`}
                disabled={i === list.length - 1 || save.isPending}
                onClick={() => move(rule, 1)}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit rule ${i + 1}`}
                onClick={() => setEditing(rule)}
              >
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Apply rule ${i + 1} to existing transactions`}
                onClick={() => setApplying(rule)}
              >
                Apply to existing
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete rule ${i + 1}`}
                onClick={() => setDeleting(rule)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ol>
        {(runs.data ?? []).length > 0 ? (
          <section aria-label="Rules applied" className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">Applied to existing transactions</h3>
            <ul className="flex flex-col divide-y divide-border">
              {(runs.data ?? []).map((run) => (
                <li key={run.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                  <span className="min-w-0 flex-1 break-words">
                    {new Date(run.createdAt).toLocaleString(undefined, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                    : {run.summary} — {run.changed} changed
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={undo.isPending}
                    onClick={() =>
                      undo.mutate(run.id, {
                        onSuccess: (result) =>
                          toast({
                            title: 'Undone',
                            description: `${result.restored} transactions put back${result.kept > 0 ? `; ${result.kept} changed since were kept` : ''}.`,
                          }),
                        onError: (e) => fail(e, 'Could not undo'),
                      })
                    }
                  >
                    Undo
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
      <RuleDialog
        open={editing !== null}
        rule={editing === 'new' ? null : editing}
        categories={(categories.data ?? []) as CategoryDto[]}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={applying !== null}
        onOpenChange={(open) => {
          if (!open && !apply.isPending) setApplying(null);
        }}
        title="Apply this rule to existing transactions?"
        description={`${applying?.summary ?? ''}. Every income and expense it matches is changed at once; you can undo it as a whole.`}
        confirmLabel="Apply"
        pending={apply.isPending}
        onConfirm={() =>
          applying &&
          apply.mutate(applying.id, {
            onSuccess: (run) => {
              toast({ title: 'Rule applied', description: `${run.changed} transactions changed.` });
              setApplying(null);
            },
            onError: (e) => {
              fail(e, 'Could not apply the rule');
              setApplying(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title="Delete this rule?"
        description={`${deleting?.summary ?? ''}. Transactions it categorized keep their categories.`}
        confirmLabel="Delete rule"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (e) => {
              fail(e, 'Could not delete the rule');
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}
