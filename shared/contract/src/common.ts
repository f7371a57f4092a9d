/** Shapes and request parts every area uses: options, messages, pagination, ids and pages. */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';

/**
 * An answer object: `additionalProperties: false` so the contract test notices a field the server
 * sends but the contract does not name (the serialiser would silently drop it).
 */
export function Answer<T extends TProperties>(properties: T, options: { description?: string } = {}): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** A query string or params object: unknown keys are tolerated (browsers add cache busters). */
export function Query<T extends TProperties>(properties: T): TObject<T> {
  return Type.Object(properties);
}

export const ApiMessage = Answer({ message: Type.String({ description: 'Indonesian text for the person' }) });
export type ApiMessage = Static<typeof ApiMessage>;

/** Largest id a column holds on both databases (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;
/** Deeper pages than this are never linked; it also keeps OFFSET small. */
export const MAX_PAGE = 100_000;

export const IdInteger = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const PageInteger = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
export const SelectMode = Type.Union([Type.Literal('all'), Type.Literal('json')]);
/** digits only (at most ten, like MAX_ID), or empty (the handler then says what is missing, in the product's order) */
export const OptionalNumericText = Type.String({ maxLength: 12, pattern: '^\\s*[0-9]{0,10}\\s*$' });

/**
 * Keyset paging of a long list (orders, openings, applications): `cursor` is the opaque
 * `nextCursor` of the previous page (absent for the first), `limit` how many rows a page holds.
 */
export const CURSOR_PAGE_MAX = 100;
export const CursorText = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'nextCursor of the previous page',
});
export const CursorPageQuery = {
  cursor: Type.Optional(CursorText),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CURSOR_PAGE_MAX })),
};
/** The cursor of the page after this one; null on the last page. */
export const NextCursor = Type.Union([CursorText, Type.Null()]);

export const NoQuery = Query({});
export const PageOnlyQuery = Query({ page: Type.Optional(PageInteger) });

export const SelectOption = Answer({ value: Type.Union([Type.Integer(), Type.String()]), label: Type.String() });
export type SelectOption = Static<typeof SelectOption>;

/** A program (jenjang); Olimpiade/OSN and the like are taught online only. */
export const JenjangOption = Answer({
  value: Type.Union([Type.Integer(), Type.String()]),
  label: Type.String(),
  online_only: Type.Optional(Type.Literal(true)),
});
export type JenjangOption = Static<typeof JenjangOption>;

/** `mode=all` answers wrap the list; `mode=json` answers are the bare array. */
export const OptionListAll = Answer({ data: Type.Array(SelectOption) });
export type OptionListAll = Static<typeof OptionListAll>;

export const LearningSystem = Type.Union([Type.Literal('Offline'), Type.Literal('Online')]);
export type LearningSystem = Static<typeof LearningSystem>;

export const PaginationLink = Answer({
  url: Type.Union([Type.String(), Type.Null()]),
  label: Type.String(),
  active: Type.Boolean(),
});
export type PaginationLink = Static<typeof PaginationLink>;

const ISO_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
/** YYYY-MM-DD */
export const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });
/** YYYY-MM-DD in a request: bounded like every input. */
export const DateInput = Type.String({ maxLength: 10, pattern: ISO_DATE_PATTERN });

/**
 * The days of the week, Monday first, as every schedule writes them. shared/rules' WEEKDAYS (the
 * apps' copy: rules take only types from here) is checked against this list at compile time.
 */
export const WEEKDAY_NAMES = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;
export const Weekday = Type.Union(WEEKDAY_NAMES.map((day) => Type.Literal(day)));
export type Weekday = Static<typeof Weekday>;
/** HH:mm */
export const ClockTime = Type.String({ pattern: '^[0-9]{2}:[0-9]{2}$' });
