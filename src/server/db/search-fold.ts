import { type SQL, sql } from 'drizzle-orm';

// Case- and accent-folding for the transactions search (decision 135). One expression for the index
// and the query, so the planner matches them: lower() of a translate() of the common accented Latin
// letters. Both are immutable, so PostgreSQL can index it; unaccent() is not (its dictionary may change).

const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏĪĮìíîïīįŁłÑŃŇñńňÒÓÔÕÖØŌŐòóôõöøōőŘřŚŠŞśšşŤťÙÚÛÜŪŮŰùúûüūůűÝŸýÿŹŻŽźżž';
const PLAIN =
  'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIIiiiiiiLlNNNnnnOOOOOOOOooooooooRrSSSsssTtUUUUUUUuuuuuuuYYyyZZZzzz';

if (ACCENTED.length !== PLAIN.length)
  throw new Error('search-fold: the two translate() strings differ in length');

/** The folded form of a text expression (a column or a parameter). */
export function searchFold(text: SQL): SQL {
  return sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
}
