/**
 * What every front end imports as `react-router-dom` (webpack resolves the bare name here; see webpack.cjs).
 *
 * A shared module is built whole: webpack cannot know which exports another remote will use, so it keeps them
 * all. React Router 7 exports its data routers, server rendering, sessions and cookies too (60 KB gzipped on
 * every page); this entry names only the component API the site uses, so the shared chunk holds that alone.
 * It also takes React Router's production build, which its package exports never select for a browser bundle.
 *
 * A name missing here is undefined at run time: shared-libs/test/slimEntries.test.ts fails when any source
 * imports one that is not listed. Add it to the list below.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  generatePath,
  matchPath,
} from 'react-router-production';
