// The statements the embedded database's thread runs by name (decision 178), by their SQL text. The
// thread's client looks every query's text up here; PostgreSQL's pool is given the names directly.

const NAMED = new Map<string, string>();

/**
 * Has the embedded database run `text` as the named statement `name` from now on: parsed and planned
 * once, as PostgreSQL's pool does a named statement. Only a statement of one fixed text belongs here:
 * a name stands for one text, and a second text for it, or a second name for a text, is refused.
 */
export function nameStatement(name: string, text: string): void {
  const known = NAMED.get(text);
  if (known === name) return;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name ${name}`);
  if (known !== undefined || [...NAMED.values()].includes(name)) {
    throw new Error(`the statement name ${name} or its text is already taken`);
  }
  NAMED.set(text, name);
}

/** The name `text` runs under on the embedded database, if it was named. */
export function statementName(text: string): string | undefined {
  return NAMED.get(text);
}
