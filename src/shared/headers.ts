// Response headers the API sets and the web reads. A module without Zod: the views that read a header
// do not download the schemas with it (issue 28, docs/decisions/158).

/** A paged list's total row count (docs/decisions/120). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The header of a 204 DELETE that names the change undoing it (decision 139). */
export const CHANGE_ID_HEADER = 'x-change-id';
