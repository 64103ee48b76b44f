import type { ImportPreview } from '../../../shared/imports';
import { Label } from '../../components/ui/label';

// What the preview says about the file as a whole: the statement to import when it holds several,
// and the warnings (it ends early, lines it leaves out).

const SELECT =
  'h-9 w-full rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary';

export function StatementChoice({
  preview,
  disabled,
  onChange,
}: {
  preview: ImportPreview;
  disabled: boolean;
  onChange: (statement: string) => void;
}) {
  if (preview.statements.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="import-statement">The file holds several accounts: import</Label>
      <select
        id="import-statement"
        className={SELECT}
        value={preview.statement ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {preview.statements.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label} — {s.rows} rows
          </option>
        ))}
      </select>
    </div>
  );
}

export function FileWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul
      role="status"
      className="list-disc pl-5 text-sm text-amber-800 dark:text-amber-300"
      data-testid="import-warnings"
    >
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}
