import { DATE_FORMAT_LABELS, DATE_FORMATS } from '../../../domain/imports/dates';
import type { CsvMappingData, ImportPreview } from '../../../shared/imports';
import { Label } from '../../components/ui/label';

// The CSV mapping: which column holds the date, the payee and the amount (or debit and credit), how
// dates and decimals are written, and whether signs are flipped.

const SELECT =
  'h-9 w-full rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary';

const DELIMITERS: { value: CsvMappingData['delimiter']; label: string }[] = [
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe' },
];

interface Props {
  csv: NonNullable<ImportPreview['csv']>;
  mapping: CsvMappingData;
  /** The dates read more than one way: the date question above asks instead of this control. */
  askedDates: boolean;
  onChange: (mapping: CsvMappingData) => void;
}

/** A column is its position in the file. */
const positioned = (name: string, position: number) => ({ name, position });

function ColumnSelect({
  id,
  label,
  value,
  columns,
  optional,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  columns: string[];
  optional?: boolean;
  onChange: (value: number | null) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={SELECT}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        {optional ? <option value="">None</option> : null}
        {columns.map(positioned).map((c) => (
          <option key={c.position} value={c.position}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MappingControls({ csv, mapping, askedDates, onChange }: Props) {
  const set = (patch: Partial<CsvMappingData>) => onChange({ ...mapping, ...patch });
  const split = mapping.amountColumn === null;
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-border p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">
        Columns{csv.remembered ? ' (remembered from your last import into this account)' : ''}
      </legend>
      <ColumnSelect
        id="map-date"
        label="Date column"
        value={mapping.dateColumn}
        columns={csv.columns}
        onChange={(v) => set({ dateColumn: v ?? 0 })}
      />
      <ColumnSelect
        id="map-payee"
        label="Description column"
        value={mapping.payeeColumn}
        columns={csv.columns}
        onChange={(v) => set({ payeeColumn: v ?? 0 })}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor="map-amount-mode">Amounts</Label>
        <select
          id="map-amount-mode"
          className={SELECT}
          value={split ? 'split' : 'one'}
          onChange={(e) =>
            e.target.value === 'split'
              ? set({
                  amountColumn: null,
                  debitColumn: mapping.debitColumn ?? 0,
                  creditColumn: mapping.creditColumn ?? 0,
                })
              : set({ amountColumn: mapping.debitColumn ?? 0, debitColumn: null, creditColumn: null })
          }
        >
          <option value="one">One amount column</option>
          <option value="split">Debit and credit columns</option>
        </select>
      </div>
      {split ? (
        <>
          <ColumnSelect
            id="map-debit"
            label="Debit (money out)"
            value={mapping.debitColumn}
            columns={csv.columns}
            onChange={(v) => set({ debitColumn: v })}
          />
          <ColumnSelect
            id="map-credit"
            label="Credit (money in)"
            value={mapping.creditColumn}
            columns={csv.columns}
            onChange={(v) => set({ creditColumn: v })}
          />
        </>
      ) : (
        <>
          <ColumnSelect
            id="map-amount"
            label="Amount column"
            value={mapping.amountColumn}
            columns={csv.columns}
            onChange={(v) => set({ amountColumn: v })}
          />
          <ColumnSelect
            id="map-sign"
            label="Debit/credit mark column"
            value={mapping.signColumn}
            columns={csv.columns}
            optional
            onChange={(v) => set({ signColumn: v })}
          />
        </>
      )}
      <ColumnSelect
        id="map-account"
        label="Account column (several accounts)"
        value={mapping.accountColumn}
        columns={csv.columns}
        optional
        onChange={(v) => set({ accountColumn: v })}
      />
      {askedDates ? null : (
        <div className="flex flex-col gap-1">
          <Label htmlFor="map-date-format">Date format</Label>
          <select
            id="map-date-format"
            className={SELECT}
            value={mapping.dateFormat}
            onChange={(e) => set({ dateFormat: e.target.value as CsvMappingData['dateFormat'] })}
          >
            {DATE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {DATE_FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="map-decimal">Decimal separator</Label>
        <select
          id="map-decimal"
          className={SELECT}
          value={mapping.decimalSeparator}
          onChange={(e) => set({ decimalSeparator: e.target.value as '.' | ',' })}
        >
          <option value=".">Point (1,234.56)</option>
          <option value=",">Comma (1.234,56)</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="map-delimiter">Separator</Label>
        <select
          id="map-delimiter"
          className={SELECT}
          value={mapping.delimiter}
          onChange={(e) => set({ delimiter: e.target.value as CsvMappingData['delimiter'] })}
        >
          {DELIMITERS.map((d) => (
            <option key={d.label} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={mapping.hasHeader}
          onChange={(e) => set({ hasHeader: e.target.checked })}
        />
        First row is a header
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={mapping.flipSign}
          onChange={(e) => set({ flipSign: e.target.checked })}
        />
        Flip sign
      </label>
      <div className="flex flex-col gap-1">
        <Label htmlFor="map-skip">Lines above the table</Label>
        <input
          id="map-skip"
          type="number"
          min={0}
          max={100}
          className={SELECT}
          value={mapping.skipRows}
          onChange={(e) =>
            set({ skipRows: Math.max(0, Math.min(100, Math.trunc(Number(e.target.value) || 0))) })
          }
        />
      </div>
    </fieldset>
  );
}
