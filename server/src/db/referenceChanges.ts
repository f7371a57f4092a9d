/**
 * The generation of the reference data (programs, packages, fee rates and factors, curricula,
 * classes, provinces and regencies). Nothing in the running app writes those tables: the seed of
 * an empty database and the migrations do, both before the app serves (`prepareDatabase`), and
 * both call `referenceDataChanged()` when they wrote anything. What is remembered from reference
 * data (the fee routes' answers) is kept with the generation it was read under and not reused
 * once the generation moves on. A migration run by another process is a deploy, which restarts
 * every server process, and a process starts with nothing remembered.
 */
let generation = 0;

export const referenceGeneration = (): number => generation;

/** Called after the reference tables were written (the seed, a migration). */
export function referenceDataChanged(): void {
  generation += 1;
}
