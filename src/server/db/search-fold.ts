import { type SQL, sql } from 'drizzle-orm';

// Case- and accent-folding for the transactions search (decision 135). One expression for the index
// and the query, so the planner matches them: lower() of a translate() of the common accented Latin
// letters. Both are immutable, so PostgreSQL can index it; unaccent() is not (its dictionary may change).
// A text of one byte per letter has no accented letter to translate, and most bank descriptions are
// such: it skips translate(), which looks each letter up in the accented list and cost about 40 % of
// what the search index adds to an import (decision 168).

const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮìíîïīįŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž';
const PLAIN =
  'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz';

if (ACCENTED.length !== PLAIN.length)
  throw new Error('search-fold: the two translate() strings differ in length');

/** The folded form of a text expression (a column or a parameter). */
export function searchFold(text: SQL): SQL {
  const translated = sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
  return sql`(case when octet_length(${text}) = char_length(${text}) then lower(${text}) else ${translated} end)`;
}
