import {
  ArrowLeftRight,
  Briefcase,
  Car,
  CircleDollarSign,
  House,
  Laptop,
  type LucideIcon,
  Receipt,
  ShoppingBag,
  TrendingUp,
  Utensils,
  Zap,
} from 'lucide-react';
import type { IncomeOrExpense, TransactionType } from '../../../shared/transactions';

const ICONS: Record<IncomeOrExpense, Record<string, LucideIcon>> = {
  income: { salary: Briefcase, freelance: Laptop, investment: TrendingUp, other: CircleDollarSign },
  expense: {
    housing: House,
    transportation: Car,
    food: Utensils,
    utilities: Zap,
    shopping: ShoppingBag,
    other: Receipt,
  },
};

export function CategoryIcon({
  kind,
  id,
  className,
}: {
  kind: TransactionType;
  id: string;
  className?: string;
}) {
  const Icon =
    kind === 'transfer'
      ? ArrowLeftRight
      : (ICONS[kind][id] ?? (kind === 'income' ? CircleDollarSign : Receipt));
  return <Icon className={className ?? 'size-5'} aria-hidden="true" />;
}
