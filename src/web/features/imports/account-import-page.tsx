import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { formatDecimalUsd, isNegativeDecimal } from '../../../domain/big-cents';
import type { RegisterPage } from '../../../shared/register';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { useAccounts } from '../accounts/queries';
import { ImportSection } from './import-section';

// /portfolio/accounts/:id/import: the account's balance, its latest register rows and the import
// section, until the account page hosts the section itself.

export default function AccountImportPage() {
  const { id = '' } = useParams<{ id: string }>();
  const accounts = useAccounts();
  const register = useQuery<RegisterPage>({ queryKey: [`/api/accounts/${id}/register?limit=10`] });
  const account = accounts.data?.find((a) => a.id === id);
  if (accounts.isLoading) return <p className="text-muted-foreground">Loading…</p>;
  if (!account) return <p role="alert">Account not found.</p>;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Link
        href={account.accountType === 'LIABILITY' ? '/portfolio/liabilities' : '/portfolio/assets'}
        className="flex items-center gap-1 text-sm text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{account.accountName}</h1>
        <span className="text-2xl font-semibold tabular-nums" data-testid="account-balance">
          {formatDecimalUsd(account.currentBalance)}
        </span>
      </div>
      <ImportSection accountId={account.id} accountName={account.accountName} />
      <Card>
        <CardHeader>
          <CardTitle>Latest entries</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y divide-border" aria-label="Register">
            {(register.data?.rows ?? []).map((row) => (
              <li key={row.journalEntryId} className="flex items-center gap-3 py-2 text-sm">
                <span className="w-24 shrink-0 tabular-nums text-muted-foreground">{row.date}</span>
                <span className="min-w-0 flex-1 truncate">{row.description}</span>
                <span className={cn('tabular-nums', isNegativeDecimal(row.amount) && 'text-negative')}>
                  {formatDecimalUsd(row.amount)}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
