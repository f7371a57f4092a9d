// @ts-check
/**
 * Modules that load together, built into one chunk per group: the design system's entry points
 * that pages use together, the shell's Redux packages, and React with the router.
 *
 * Design system. *
 * `@tutor/ui/<Entry>` stays one shared module per entry point (apps import it so, the share keys
 * and the export surface do not change), but each entry's code used to be a chunk of its own,
 * 20-odd small files a public page fetched one by one, each with webpack's wrapper and a worse
 * gzip ratio than one larger file. Here the entries of a group go into one chunk per app: loading
 * any entry of a group loads the whole group of that app's build. Groups are therefore what one
 * page renders together; the heavy ones (Carousel with swiper, Select and MultiSelect with
 * react-select) stay alone so they load only where they are used. An entry in no group keeps its
 * own chunk. Only federated browser builds use this (the bench's monolith keeps webpack's default
 * splitting).
 */
const path = require('node:path');

/** group → entry points (folders of shared/ui/src) */
const UI_GROUPS = {
  // the page frame: what the shell itself renders and most pages use
  'ui-basics': [
    'Button',
    'EmptyState',
    'ErrorBoundary',
    'Field',
    'LiveFields',
    'PageLoading',
    'Section',
    'Skeleton',
    'StatusPanel',
    'usePageTitle',
    'NotFoundPage',
    'EmailSettingsLink',
  ],
  // the public pages' content: cards, pictures, prices and ratings, the discount box
  'ui-public': [
    'Card',
    'ImageWithFallback',
    'Price',
    'Rating',
    'Counter',
    'Accordion',
    'RemotePages',
    'DiscountClaimBox',
    'WhatsAppNumberField',
  ],
  // the lessons and schedules: rescheduling and the calendar feed (the teacher's schedule, the
  // student's and the desk's order pages)
  'ui-schedule': ['Reschedule', 'CalendarFeed'],
  // the teacher's profile form with its availability table (registration, the teacher's profile)
  'ui-teacher-profile': ['TeacherProfileFields', 'AvailabilityTable'],
  // TextAreaField, ScheduleClashes, PayoutRequestForm and ResponsiveTable are in no group: each is
  // used alone on some page (the dashboard's review form, the job board's cards, the desk's table)
  // and small, so its own chunk costs less than a group's other entries would.
};

const UI_SOURCE = path.join(__dirname, '..', 'ui', 'src');

/**
 * The entry point (folder of shared/ui/src) a module file belongs to, or undefined.
 * @param {string | undefined} resource
 */
function uiEntryOf(resource) {
  if (!resource) return undefined;
  const relative = path.relative(UI_SOURCE, resource);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/**
 * Redux. The shell provides @reduxjs/toolkit, its query and query/react subpaths and react-redux
 * as four shared modules, all loaded before the first render (the store and the api). Split by
 * webpack's defaults, redux, immer and reselect sat inside more than one of their chunks (reselect
 * twice: the toolkit's copy and RTK Query's hooks module's own import, 2 KiB gzip more than the
 * monolith on every page). One chunk holds each once. Remotes carry no copy of them
 * (`import: false`, shellProvides.js). The stand-ins of usedExports.js (a line of re-exports each,
 * the router's too: webpack matches a module by its file, not its query) go with them.
 */
const REDUX_PACKAGES =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|@standard-schema[\\/]utils|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/;
const REDUX_STAND_IN = path.join(__dirname, 'narrowedExports.mjs');

/**
 * React and the router. The shell provides react, react-dom, react-dom/client, react/jsx-runtime
 * and react-router-dom, all consumed before the first render; split by webpack's defaults they
 * were five chunks (jsx-runtime 0.4 KiB gzip, react-dom's index 1.4), each a request with its
 * own wrapper and gzip framing. One chunk holds them (scheduler, react-dom's, with them).
 */
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

/** @param {string | undefined} file */
const isReact = (file) => Boolean(file && REACT_PACKAGES.test(file));

/** @param {string | undefined} file */
const isRedux = (file) => Boolean(file && (REDUX_PACKAGES.test(file) || file.startsWith(REDUX_STAND_IN)));

/** a named async chunk for the modules that pass `test` */
const group = (/** @type {string} */ name, /** @type {(file: string | undefined) => boolean} */ test) => ({
  name,
  chunks: /** @type {'async'} */ ('async'),
  enforce: true,
  // nameForCondition: the file of a script module and of the CSS module extracted from it
  /** @param {import('webpack').Module} module */
  test: (module) => test(module.nameForCondition() ?? undefined),
});

/** splitChunks cache groups, one named chunk per group (async chunks only: shared modules load lazily). */
function chunkGroups() {
  return {
    ...Object.fromEntries(
      Object.entries(UI_GROUPS).map(([name, entries]) => [
        name,
        group(name, (file) => entries.includes(uiEntryOf(file) ?? '')),
      ]),
    ),
    redux: group('redux', isRedux),
    react: group('react', isReact),
  };
}

module.exports = { UI_GROUPS, chunkGroups, uiEntryOf };
