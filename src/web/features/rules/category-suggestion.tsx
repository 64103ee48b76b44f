import type { CategoryDto } from '../../../shared/categories';
import { Button } from '../../components/ui/button';
import { useSuggestion } from './queries';

/** Under a manual entry's category: the category the rules (or this payee's history) propose. */
export function CategorySuggestion({
  description,
  type,
  amount,
  accountId,
  categoryId,
  categories,
  onUse,
}: {
  description: string;
  type: 'income' | 'expense';
  amount: string;
  accountId: string;
  categoryId: string;
  categories: readonly CategoryDto[];
  onUse: (categoryId: string) => void;
}) {
  const suggestion = useSuggestion({ description, type, amount, accountId });
  const proposed = suggestion.data?.categoryId ?? null;
  const category = categories.find((c) => c.id === proposed);
  if (!proposed || !category || proposed === categoryId) return null;
  const source = suggestion.data?.source;
  const why =
    source === 'rule'
      ? `by your rule “${suggestion.data?.rule?.summary ?? ''}”`
      : source === 'common'
        ? 'usual for this payee'
        : 'as this payee before';
  return (
    <p
      className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
      data-testid="category-suggestion"
    >
      <span>
        Suggested: {category.name} ({why})
      </span>
      <Button type="button" size="sm" variant="outline" onClick={() => onUse(category.id)}>
        Use {category.name}
      </Button>
    </p>
  );
}
