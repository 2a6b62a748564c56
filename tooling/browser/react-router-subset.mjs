// What the site's browser code uses of React Router, shared in the place of the whole of 'react-router-dom'.
// A shared module cannot be tree-shaken (a remote may use any export), and React Router's index also carries its
// server runtime (sessions, cookies, request handlers): ~59 KB gzip on every first load, of which this is about
// half. Every package's browser build shares this same list; an import of a name missing here fails
// `shell/src/__tests__/react-router-subset.test.ts`. Server builds share the whole package.
export {
  BrowserRouter,
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
