import type { CompiledQuery, Compilable, Kysely } from 'kysely';

/** Marks where a run-time value goes when a shape is first built; no constant of a shape is such a string. */
const SLOT = '\u0000slot:';

/** Stands for the value named `name` when the query is built; typed as the column's type so the builder checks it. */
export type Slot = <T>(name: string) => T;

interface Template<R> {
  compiled: CompiledQuery<R>;
  /** per compiled parameter: the name of the run-time value, or null for a constant of the shape */
  slots: (string | null)[];
}

/**
 * Kysely queries built and compiled once per shape, then run with fresh parameters. Building a
 * query (expression builders, frozen operation nodes) and compiling it to SQL cost more CPU than
 * running one of our index searches; a hot route with a handful of shapes need not pay it on every
 * request. The SQL is still Kysely's own and every value is still a bound parameter.
 *
 * `shape` must name everything that changes the SQL text (the length of IN lists, which optional
 * conditions are present); values that change only parameters are slots.
 */
export class CompiledQueries<DB, R> {
  readonly #byDatabase = new WeakMap<object, Map<string, Template<R>>>();

  constructor(private readonly build: (db: Kysely<DB>, slot: Slot, shape: string) => Compilable<R>) {}

  template(db: Kysely<DB>, shape: string): Template<R> {
    let templates = this.#byDatabase.get(db);
    if (!templates) this.#byDatabase.set(db, (templates = new Map()));
    let template = templates.get(shape);
    if (!template) {
      // Kept per database: the dialect decides the SQL text (`?` or `$1` placeholders).
      const compiled = this.build(db, <T>(name: string) => `${SLOT}${name}` as T, shape).compile();
      const slots = compiled.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SLOT) ? value.slice(SLOT.length) : null,
      );
      template = { compiled, slots };
      templates.set(shape, template);
    }
    return template;
  }

  /** The compiled query of `shape` with the named values in place of its slots. */
  bind(db: Kysely<DB>, shape: string, values: Readonly<Record<string, unknown>>): CompiledQuery<R> {
    const { compiled, slots } = this.template(db, shape);
    const parameters = compiled.parameters.map((constant, index) => {
      const name = slots[index];
      if (name === null || name === undefined) return constant;
      if (!(name in values)) throw new Error(`compiled query ${shape}: no value for ${name}`);
      return values[name];
    });
    return { ...compiled, parameters };
  }
}
