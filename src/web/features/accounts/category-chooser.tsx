import {
  Briefcase,
  Calculator,
  Car,
  CreditCard,
  Gem,
  GraduationCap,
  HandCoins,
  House,
  Landmark,
  type LucideIcon,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import type { AccountCategory } from '../../../shared/account-categories';
import { Badge } from '../../components/ui/badge';

const ICONS: Record<string, LucideIcon> = {
  cash: Wallet,
  investment: TrendingUp,
  property: House,
  vehicle: Car,
  other: Gem,
  loan: Landmark,
  credit_card: CreditCard,
  student_loan: GraduationCap,
  business_debt: Briefcase,
  other_debt: HandCoins,
};

export function CategoryIcon({ id, className = 'size-5' }: { id: string; className?: string }) {
  const Icon = ICONS[id] ?? Wallet;
  return <Icon className={className} aria-hidden="true" />;
}

/** Step one of the asset and liability dialogs: a card per category. */
export function CategoryChooser({
  categories,
  onPick,
}: {
  categories: readonly AccountCategory[];
  onPick: (category: AccountCategory) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {categories.map((category) => (
        <li key={category.id}>
          <button
            type="button"
            onClick={() => onPick(category)}
            className="flex h-full w-full cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="rounded-md bg-muted p-2 text-primary">
              <CategoryIcon id={category.id} />
            </span>
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {category.label}
                {category.calculator ? (
                  <Badge tone="outline" className="gap-1 font-normal">
                    <Calculator className="size-3" aria-hidden="true" />
                    Calculator
                  </Badge>
                ) : null}
              </span>
              <span className="text-xs text-muted-foreground">{category.description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
