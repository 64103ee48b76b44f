import { useId } from 'react';
import type { HomeInputs } from '../../../domain/analyzer';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** The editable fields as typed (strings), so an emptied field stays empty while the user types. */
export type HomeFields = Record<keyof HomeInputs, string>;

const FIELDS: { key: keyof HomeInputs; label: string; step: string }[] = [
  { key: 'homePrice', label: 'Home Price', step: '1000' },
  { key: 'downPayment', label: 'Down Payment', step: '1000' },
  { key: 'interestRatePercent', label: 'Interest Rate (%)', step: '0.1' },
  { key: 'loanTermYears', label: 'Loan Term (years)', step: '1' },
  { key: 'annualPropertyTax', label: 'Annual Property Tax', step: '100' },
  { key: 'annualInsurance', label: 'Annual Insurance', step: '100' },
  { key: 'monthlyHoa', label: 'Monthly HOA Fees', step: '10' },
];

export function fieldsFrom(inputs: HomeInputs): HomeFields {
  const entries = FIELDS.map(({ key }) => [key, String(inputs[key])]);
  return Object.fromEntries(entries) as HomeFields;
}

/** docs/product.md §5: converted to numbers with no bounds and no messages (an empty field is 0). */
export function inputsFrom(fields: HomeFields): HomeInputs {
  const entries = FIELDS.map(({ key }) => [key, Number(fields[key])]);
  return Object.fromEntries(entries) as HomeInputs;
}

export function AnalyzerFields({
  fields,
  onChange,
}: {
  fields: HomeFields;
  onChange: (key: keyof HomeInputs, value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {FIELDS.map(({ key, label, step }) => (
        <div key={key} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
          <Input
            id={`${id}-${key}`}
            type="number"
            inputMode="decimal"
            step={step}
            value={fields[key]}
            onChange={(e) => onChange(key, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}
