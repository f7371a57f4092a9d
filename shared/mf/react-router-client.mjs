// The react-router every app gets in production builds (aliased in production.js for both
// `react-router` and `react-router-dom`): the production build, cut to the declarative API.
//
// A shared singleton cannot be tree shaken per app, and react-router's index also carries its
// server, framework-mode and data-router code (cookies, sessions, RSC, createBrowserRouter...):
// 61 KiB gzip. The shell renders a declarative <BrowserRouter>, inside which data-router APIs
// cannot work anyway, so the shared copy offers exactly the declarative API. Importing anything
// else is a build error (exportsPresence: 'error'), never a silent undefined.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  unstable_HistoryRouter,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
} from 'react-router-production';
