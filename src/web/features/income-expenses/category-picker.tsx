import { FREQUENCY_LABELS } from '../../../domain/recurrence';
import type { IncomeOrExpense } from '../../../shared/transactions';
import { type Category, categoriesOf } from './categories';
import { CategoryIcon } from './category-icons';

/** Step one of the income / expense dialog: a card per category. */
export function CategoryPicker({
  kind,
  onPick,
}: {
  kind: IncomeOrExpense;
  onPick: (category: Category) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {categoriesOf(kind).map((category) => (
        <li key={category.id}>
          <button
            type="button"
            onClick={() => onPick(category)}
            className="flex w-full cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="rounded-md bg-muted p-2 text-primary">
              <CategoryIcon kind={kind} id={category.id} />
            </span>
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{category.label}</span>
              <span className="text-xs text-muted-foreground">{category.hint}</span>
              <span className="text-xs text-muted-foreground">
                Usually {FREQUENCY_LABELS[category.defaultFrequency].toLowerCase()}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
