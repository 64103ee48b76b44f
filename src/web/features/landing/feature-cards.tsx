import { BarChart3, Car, CreditCard, Home, Landmark, TrendingUp } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

interface Feature {
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const FEATURES: Feature[] = [
  {
    title: 'Mortgage Tracking',
    description:
      'Amortization schedules month by month, and exactly how much interest an extra payment saves.',
    Icon: Home,
  },
  {
    title: 'Auto & Personal Loans',
    description:
      'Every loan with its rate, term, payment and balance today, posted to your books automatically.',
    Icon: Car,
  },
  {
    title: 'Credit Cards',
    description: 'Balances, limits and minimum payments in one place, counted in what you owe.',
    Icon: CreditCard,
  },
  {
    title: 'Bank Accounts',
    description: 'Checking, savings and investments, with a history of every change in value.',
    Icon: Landmark,
  },
  {
    title: 'Net Worth Analysis',
    description: 'What you own minus what you owe, from a double-entry ledger, exact to the cent.',
    Icon: TrendingUp,
  },
  {
    title: 'Financial Reporting',
    description: 'Monthly income, expenses and cash flow, and whether the home you want fits your numbers.',
    Icon: BarChart3,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-title" className="mb-10 text-center text-3xl font-bold">
        Everything you own and owe, in one place
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, description, Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <Icon className="size-8 text-primary" aria-hidden={true} />
                <CardTitle>{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
              <CardContent />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
