// Arbitraries shared by the recurrence property tests.
import fc from 'fast-check';
import { fromEpochDay, toEpochDay } from './calendar';
import { FREQUENCIES } from './recurrence';

// 1900-01-01 .. 2199-12-31
export const anyDate = fc
  .integer({ min: toEpochDay('1900-01-01'), max: toEpochDay('2199-12-31') })
  .map(fromEpochDay);
export const anyFrequency = fc.constantFrom(...FREQUENCIES);
