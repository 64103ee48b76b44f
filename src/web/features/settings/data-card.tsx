import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { apiJson, errorMessage } from '../../lib/api';
import { countOf } from '../../lib/count-text';
import { downloadExport } from './export-download';
import { ConfirmItsYouDialog, needsFreshConfirmation } from './fresh-confirmation';

// Settings → "Export my data": the JSON backup, a zip of CSV files and an hledger journal; and
// restoring a JSON backup into an empty book (issue 13). An export needs a fresh confirmation
// (decision 134): when the server asks for one, a dialog takes the code (or says to sign in again),
// then the export is retried.

const LINK =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-border bg-card px-4 text-sm font-medium hover:bg-muted';

const EXPORTS = [
  { format: 'json', label: 'JSON backup', hint: 'Everything, to restore later' },
  { format: 'csv', label: 'CSV (zip)', hint: 'For spreadsheets' },
  { format: 'ledger', label: 'hledger journal', hint: 'Plain-text accounting' },
] as const;

type ExportFormat = (typeof EXPORTS)[number]['format'];

export function DataCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  /** The export waiting for the person to confirm it's them. */
  const [waiting, setWaiting] = useState<ExportFormat | null>(null);
  const client = useQueryClient();
  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadExport(format);
    } catch (error) {
      if (needsFreshConfirmation(error)) setWaiting(format);
      else {
        toast({
          title: 'Export failed',
          description: errorMessage(error, 'Export failed'),
          variant: 'destructive',
        });
      }
    } finally {
      setExporting(null);
    }
  };
  const restore = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const backup: unknown = JSON.parse(await file.text());
      const result = await apiJson<{ accounts: number; transactions: number }>(
        'POST',
        '/api/import/backup',
        backup,
      );
      toast({
        title: 'Backup restored',
        description: `${countOf(result.accounts, 'account')} and ${countOf(result.transactions, 'transaction')} restored.`,
      });
      await client.invalidateQueries();
    } catch (error) {
      toast({
        title: 'Restore failed',
        description:
          error instanceof SyntaxError
            ? 'This file is not a JSON backup'
            : errorMessage(error, 'Restore failed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download className="size-5 text-primary" aria-hidden="true" /> Export my data
        </CardTitle>
        <CardDescription>
          Take everything with you, any time. Sessions and security secrets are never exported.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          {EXPORTS.map((e) => (
            <a
              key={e.format}
              className={LINK}
              href={`/api/export?format=${e.format}`}
              download
              title={e.hint}
              aria-busy={exporting === e.format ? true : undefined}
              onClick={(event) => {
                event.preventDefault();
                if (exporting === null) void exportAs(e.format);
              }}
            >
              <Download className="size-4" aria-hidden="true" />
              {e.label}
            </a>
          ))}
        </div>
        <ConfirmItsYouDialog
          open={waiting !== null}
          onClose={() => setWaiting(null)}
          twoFactorEnabled={twoFactorEnabled}
          action="export your data"
          onConfirmed={() => {
            const format = waiting;
            setWaiting(null);
            if (format) void exportAs(format);
          }}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="restore-backup" className="flex items-center gap-2">
            <Upload className="size-4" aria-hidden="true" /> Restore a JSON backup (into a book with no
            accounts)
          </Label>
          <input
            ref={input}
            id="restore-backup"
            type="file"
            accept=".json,application/json"
            disabled={busy}
            className="text-sm"
            onChange={(e) => void restore(e.target.files?.[0])}
          />
        </div>
      </CardContent>
    </Card>
  );
}
