import { CheckCircle2 } from 'lucide-react';
import type { LoanView } from '../../../shared/loans';
import { Badge } from '../../components/ui/badge';

/** "Paid off" with its date, for a loan whose balance has reached zero (decision 035); else nothing. */
export function PaidOffBadge({ loan }: { loan: Pick<LoanView, 'paidOffOn'> }) {
  if (!loan.paidOffOn) return null;
  return (
    <Badge tone="success" data-testid="loan-paid-off">
      <CheckCircle2 className="mr-1 size-3" aria-hidden="true" />
      Paid off {loan.paidOffOn}
    </Badge>
  );
}
