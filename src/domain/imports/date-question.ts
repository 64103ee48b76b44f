import { addDays, type IsoDate, toEpochDay } from '../calendar';
import { type DateFormat, parseDateAs } from './dates';

// When more than one order reads every date of a file (06/12/2021: 6 December or June 12?), the
// preview asks before anything is committed, proposing the likelier reading (docs/decisions/095):
// first what the dates themselves say (no dates in the future, rows in date order, a short span),
// then the order of the account's last import, then the user's locale, else day first.

export interface DateCell {
  line: number;
  text: string;
}

export interface DateHints {
  today: IsoDate;
  /** The order the account's last import was read with. */
  previous?: DateFormat | null;
  /** The browser's language (BCP 47), e.g. 'en-US'. */
  locale?: string | null;
}

export interface DateQuestion {
  /** The orders that read every date; the user picks one. */
  formats: DateFormat[];
  proposed: DateFormat;
  /** Why the proposal is likelier, in a sentence. */
  reason: string;
  /** A row whose date reads differently under each order, with each reading. */
  example: { line: number; text: string; readings: { format: DateFormat; date: IsoDate }[] };
}

const WORDS: Readonly<Record<DateFormat, string>> = {
  YMD: 'year first',
  DMY: 'day first',
  MDY: 'month first',
};

/** Locales whose people write month first (United States and a few others). */
const MONTH_FIRST = /^(en-US|en-PH|en-AS|en-GU|en-MP|en-PR|en-UM|en-VI|es-US|fil|ceb)\b/i;
const YEAR_FIRST = /^(zh|ja|ko|hu|lt|mn|en-CA)\b/i;

export function localeOrder(locale: string | null | undefined): DateFormat | null {
  if (!locale) return null;
  if (MONTH_FIRST.test(locale)) return 'MDY';
  if (YEAR_FIRST.test(locale)) return 'YMD';
  if (/^[a-z]{2,3}(-|$)/i.test(locale)) return 'DMY';
  return null;
}

interface Fit {
  format: DateFormat;
  future: number;
  disorder: number;
  span: number;
}

function fitOf(cells: readonly DateCell[], format: DateFormat, today: IsoDate): Fit {
  const days = cells.flatMap((c) => {
    const date = parseDateAs(c.text, format);
    return date === null ? [] : [toEpochDay(date)];
  });
  const soon = toEpochDay(addDays(today, 7));
  let up = 0;
  let down = 0;
  for (let i = 1; i < days.length; i++) {
    const step = (days[i] as number) - (days[i - 1] as number);
    if (step < 0) up++;
    if (step > 0) down++;
  }
  return {
    format,
    future: days.filter((d) => d > soon).length,
    // A statement is sorted one way or the other: count the steps against the file's own direction.
    disorder: Math.min(up, down),
    span: days.length === 0 ? 0 : Math.max(...days) - Math.min(...days),
  };
}

function byEvidence(fits: Fit[]): { format: DateFormat; reason: string } | null {
  const [a, b] = fits as [Fit, Fit];
  if (a.future !== b.future) {
    const [win, lose] = a.future < b.future ? [a, b] : [b, a];
    return {
      format: win.format,
      reason: `Read ${WORDS[lose.format]}, ${lose.future} date${lose.future === 1 ? '' : 's'} would be in the future.`,
    };
  }
  if (a.disorder !== b.disorder) {
    const [win, lose] = a.disorder < b.disorder ? [a, b] : [b, a];
    return {
      format: win.format,
      reason: `Read ${WORDS[win.format]}, the rows are in date order (${WORDS[lose.format]} puts ${lose.disorder} out of order).`,
    };
  }
  const [small, large] = a.span <= b.span ? [a, b] : [b, a];
  if (large.span > 2 * small.span + 31) {
    return {
      format: small.format,
      reason: `Read ${WORDS[small.format]}, the dates span ${small.span + 1} days instead of ${large.span + 1}.`,
    };
  }
  return null;
}

/** The question to ask, or null when at most one order reads the dates. */
export function dateQuestion(
  cells: readonly DateCell[],
  formats: readonly DateFormat[],
  hints: DateHints,
): DateQuestion | null {
  if (formats.length < 2) return null;
  const example = cells.find((c) => {
    const readings = new Set(formats.map((f) => parseDateAs(c.text, f)));
    return readings.size > 1;
  });
  // Every date reads the same under each order (e.g. 05/05/2026 only): nothing to ask.
  if (!example) return null;
  const fits = formats.map((f) => fitOf(cells, f, hints.today));
  let choice = fits.length === 2 ? byEvidence(fits) : null;
  if (!choice && hints.previous && formats.includes(hints.previous)) {
    choice = {
      format: hints.previous,
      reason: `Your last import into this account was read ${WORDS[hints.previous]}.`,
    };
  }
  const local = localeOrder(hints.locale);
  if (!choice && local && formats.includes(local)) {
    choice = { format: local, reason: `Your language (${hints.locale}) writes dates ${WORDS[local]}.` };
  }
  if (!choice) {
    const fallback = formats.includes('DMY') ? 'DMY' : (formats[0] as DateFormat);
    choice = {
      format: fallback,
      reason: `Most banks outside the United States write dates ${WORDS[fallback]}.`,
    };
  }
  return {
    formats: [...formats],
    proposed: choice.format,
    reason: choice.reason,
    example: {
      line: example.line,
      text: example.text,
      readings: formats.map((format) => ({ format, date: parseDateAs(example.text, format) as IsoDate })),
    },
  };
}
