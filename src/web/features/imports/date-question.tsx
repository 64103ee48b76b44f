// The labels from the domain, not the import contract: the contract's module builds its schemas
// (Zod) when imported, and the account page that shows this would download them (issue 28).
import { DATE_FORMAT_LABELS } from '../../../domain/imports/dates';
import type { DateFormat, DateQuestion } from '../../../shared/imports';

// The one question an ambiguous file must be answered before it is imported (issue 22): how its dates
// are written, with both readings of one of its rows and why one is proposed.

const inWords = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function DateQuestionField({
  question,
  value,
  disabled,
  onChange,
}: {
  question: DateQuestion;
  value: DateFormat;
  disabled: boolean;
  onChange: (format: DateFormat) => void;
}) {
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/30"
      data-testid="date-question"
    >
      <legend className="px-1 font-medium">How are the dates written?</legend>
      <p>
        Line {question.example.line} says “{question.example.text}”, which reads more than one way.{' '}
        {question.reason}
      </p>
      {question.example.readings.map((reading) => (
        <label key={reading.format} className="flex items-center gap-2">
          <input
            type="radio"
            name="date-order"
            value={reading.format}
            checked={value === reading.format}
            disabled={disabled}
            onChange={() => onChange(reading.format)}
          />
          <span>
            {DATE_FORMAT_LABELS[reading.format].split(' (')[0]}: {inWords(reading.date)}
            {reading.format === question.proposed ? ' (likelier)' : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
