import { useState } from 'react';
import type { CsvMappingData, DateFormat, ImportPreview } from '../../../shared/imports';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { DateQuestionField } from './date-question';
import { FileWarnings, StatementChoice } from './file-notes';
import { MappingControls } from './mapping-controls';
import { PreviewTable } from './preview-table';
import { fileToBase64, useCommitImport, useImportCategories, usePreviewImport } from './queries';
import { committedRow, initialChoice, type RowChoice } from './row-choice';

// Import a bank file into an account: choose the file, check the preview (for a CSV the column
// mapping, for a file of several accounts which one, for dates that read two ways how they are
// written), pick the rows and their categories, then import them all at once (issues 13, 22).

const FORMAT_LABEL = {
  csv: 'CSV',
  ofx: 'OFX / QFX',
  qif: 'QIF',
  camt: 'CAMT (ISO 20022)',
  mt940: 'MT940 / MT942',
} as const;

interface Choices {
  csv?: CsvMappingData;
  statement?: string;
  dateFormat?: DateFormat;
}

function initialChoices(preview: ImportPreview): Map<number, RowChoice> {
  return new Map(preview.rows.map((r) => [r.line, initialChoice(r)] as const));
}

/** Rows proposed as the other side of a transaction in another account (decision 189). */
const transferNote = (n: number) =>
  n === 1
    ? '1 row is the other side of a transaction in another of your accounts: it imports as a transfer'
    : `${n} rows are the other side of transactions in your other accounts: they import as transfers`;

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language || undefined);

/** The options a preview or commit is sent with: only what the user (or the last preview) settled. */
function optionsOf(choices: Choices) {
  const lang = locale();
  return {
    ...(choices.csv ? { csv: choices.csv } : {}),
    ...(choices.statement !== undefined ? { statement: choices.statement } : {}),
    ...(choices.dateFormat ? { dateFormat: choices.dateFormat } : {}),
    ...(lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? { locale: lang } : {}),
  };
}

export function ImportDialog({
  accountId,
  accountName,
  currency,
  open,
  onOpenChange,
}: {
  accountId: string;
  accountName: string;
  /** The account's: the preview shows the file's amounts in it. */
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<CsvMappingData | null>(null);
  const [settled, setSettled] = useState<Choices>({});
  const [choices, setChoices] = useState<Map<number, RowChoice>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const previewer = usePreviewImport(accountId);
  const commit = useCommitImport(accountId);
  const categories = useImportCategories();

  const reset = () => {
    setFile(null);
    setPreview(null);
    setMapping(null);
    setSettled({});
    setChoices(new Map());
    setError(null);
  };

  const runPreview = (next: { name: string; content: string }, wanted: Choices) => {
    setError(null);
    previewer.mutate(
      { fileName: next.name, content: next.content, options: optionsOf(wanted) },
      {
        onSuccess: (result) => {
          setPreview(result);
          setMapping(result.csv?.mapping ?? null);
          // What the preview was read with becomes what the commit sends: the mapping, the statement
          // and, when the dates read two ways, the answer shown selected.
          setSettled({
            ...(wanted.csv ? { csv: wanted.csv } : {}),
            ...(result.statement !== null ? { statement: result.statement } : {}),
            ...(result.dateQuestion && result.dateFormat ? { dateFormat: result.dateFormat } : {}),
          });
          setChoices(initialChoices(result));
        },
        onError: (e) => {
          setPreview(null);
          setError(errorMessage(e, 'The file could not be read'));
        },
      },
    );
  };

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const next = { name: chosen.name, content: await fileToBase64(chosen) };
    setFile(next);
    runPreview(next, {});
  };

  const chosenRows = preview ? preview.rows.flatMap((r) => committedRow(r, choices.get(r.line))) : [];

  const onImport = () => {
    if (!file || !preview) return;
    commit.mutate(
      {
        fileName: file.name,
        content: file.content,
        options: optionsOf({ ...settled, ...(mapping ? { csv: mapping } : {}) }),
        rows: chosenRows,
      },
      {
        onSuccess: (record) => {
          toast({
            title: 'Imported',
            description: `${record.rowsImported} transactions imported into ${accountName}, ${record.rowsSkipped} skipped.`,
          });
          reset();
          onOpenChange(false);
        },
        onError: (e) => setError(errorMessage(e, 'The import failed; nothing was imported')),
      },
    );
  };

  const ruled = preview?.rows.filter((r) => r.categorySource === 'rule').length ?? 0;
  const usual = preview?.rows.filter((r) => r.categorySource === 'common').length ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={`Import into ${accountName}`}
      description="CSV, OFX, QFX, QIF, CAMT.052/053/054 or MT940 from your bank, or an export of another money app. Nothing is saved until you import."
      className="max-w-4xl"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="import-file">Bank file</Label>
        <Input
          id="import-file"
          type="file"
          accept=".csv,.tsv,.txt,.ofx,.qfx,.qif,.xml,.sta,.mt940,.940,.942"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {previewer.isPending ? <p className="text-sm text-muted-foreground">Reading the file…</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-negative">
          {error}
        </p>
      ) : null}
      {preview && file ? (
        <>
          <p className="text-sm" data-testid="import-summary">
            {preview.csv?.presetName ?? FORMAT_LABEL[preview.format]}: {preview.counts.total} rows —{' '}
            {preview.counts.new} new, {preview.counts.duplicate} duplicates, {preview.counts.error} with
            errors.
          </p>
          <p className="text-xs text-muted-foreground">
            Read as {preview.encoding}
            {ruled > 0 ? ` · ${ruled} rows categorized by your rules` : ''}
            {usual > 0 ? ` · ${usual} well-known payees given their usual category` : ''}
            {preview.counts.transfer > 0 ? ` · ${transferNote(preview.counts.transfer)}` : ''}
          </p>
          <FileWarnings warnings={preview.warnings} />
          <StatementChoice
            preview={preview}
            disabled={previewer.isPending}
            onChange={(statement) => runPreview(file, { ...settled, statement })}
          />
          {preview.dateQuestion ? (
            <DateQuestionField
              question={preview.dateQuestion}
              value={settled.dateFormat ?? preview.dateQuestion.proposed}
              disabled={previewer.isPending}
              onChange={(dateFormat) => runPreview(file, { ...settled, dateFormat })}
            />
          ) : null}
          {preview.csv && mapping ? (
            <div className="flex flex-col gap-2">
              <MappingControls
                csv={preview.csv}
                mapping={mapping}
                askedDates={preview.dateQuestion !== null}
                onChange={setMapping}
              />
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={previewer.isPending}
                  onClick={() => runPreview(file, { ...settled, csv: mapping })}
                >
                  Apply mapping
                </Button>
              </div>
            </div>
          ) : null}
          <PreviewTable
            rows={preview.rows}
            currency={currency}
            choices={choices}
            categories={categories.data ?? []}
            onChange={(line, choice) => setChoices((prev) => new Map(prev).set(line, choice))}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              disabled={chosenRows.length === 0 || commit.isPending || previewer.isPending}
              onClick={onImport}
            >
              {commit.isPending ? 'Importing…' : `Import ${chosenRows.length} rows`}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
