import { Gift, Mail, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { signInErrorMessage } from '../../../shared/sign-in-methods';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../hooks/use-toast';
import { useAuth } from '../auth/use-auth';
import { PAGE_BOX, PAGE_TITLES } from '../layout/page-titles';
import { RulesCard } from '../rules/rules-card';
import { ApiTokensCard } from './api-tokens-card';
import { BaseCurrencyCard } from './base-currency-card';
import { DataCard } from './data-card';
import { DeleteAccountCard } from './delete-account-card';
import { ExchangeRatesCard } from './exchange-rates-card';
import { IdentitiesCard } from './identities-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { TimeZoneCard } from './time-zone-card';
import { TwoFactorCard } from './two-factor-card';

// docs/product.md §2.10: the account email with its security badge, two-factor set-up, passkeys and linked
// single sign-on identities (issue 26), the active sessions (issue 11, item 6), and referrals (counts
// are placeholders of 0).

function SecurityBadge({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  return twoFactorEnabled ? (
    <Badge tone="success">
      <ShieldCheck className="mr-1 size-3" aria-hidden="true" />
      Secure Account
    </Badge>
  ) : (
    <Badge tone="warning">
      <ShieldAlert className="mr-1 size-3" aria-hidden="true" />
      Basic Security
    </Badge>
  );
}

function ReferralsCard() {
  const counts = [
    { label: 'Friends invited', value: 0 },
    { label: 'Friends joined', value: 0 },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gift className="size-5 text-primary" aria-hidden="true" /> Referrals
        </CardTitle>
        <CardDescription>Invite friends to NetWorth. Referrals are coming soon.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {counts.map((c) => (
            <div key={c.label} className="rounded-lg bg-muted p-4">
              <dt className="text-sm text-muted-foreground">{c.label}</dt>
              <dd className="text-2xl font-bold">{c.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * Linking an identity comes back here from the provider (`?linked=oidc` or `?link_error=<code>`):
 * read once, said in a toast or beside the card, and taken out of the address.
 */
function useLinkOutcome(): string | null {
  const search = useSearch();
  const [outcome] = useState(() => {
    const params = new URLSearchParams(search);
    return { linked: params.get('linked') === 'oidc', error: params.get('link_error') };
  });
  useEffect(() => {
    if (search) window.history.replaceState(window.history.state, '', '/settings');
    if (outcome.linked) toast({ title: 'Identity linked', description: 'It now signs in to this account.' });
  }, [search, outcome]);
  return outcome.error ? signInErrorMessage(outcome.error) : null;
}

export default function SettingsPage() {
  const { user } = useAuth();
  const linkError = useLinkOutcome();
  if (!user) return null;
  return (
    <div className={PAGE_BOX.settings}>
      <h1 className="text-3xl font-bold">{PAGE_TITLES.settings}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Mail className="size-5 text-primary" aria-hidden="true" /> Account
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          <span className="text-sm text-muted-foreground">Email</span>
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium" data-testid="account-email">
              {user.email}
            </span>
            <SecurityBadge twoFactorEnabled={user.twoFactorEnabled} />
          </div>
        </CardContent>
      </Card>
      <TwoFactorCard enabled={user.twoFactorEnabled} />
      <PasskeysCard twoFactorEnabled={user.twoFactorEnabled} />
      <IdentitiesCard twoFactorEnabled={user.twoFactorEnabled} linkError={linkError} />
      <SessionsCard />
      <ApiTokensCard twoFactorEnabled={user.twoFactorEnabled} />
      <TimeZoneCard />
      <BaseCurrencyCard />
      <ExchangeRatesCard />
      <RulesCard />
      <ReferralsCard />
      <DataCard twoFactorEnabled={user.twoFactorEnabled} />
      <DeleteAccountCard email={user.email} twoFactorEnabled={user.twoFactorEnabled} />
    </div>
  );
}
