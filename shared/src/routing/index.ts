// The platform's one door to react-router-dom. Federation shares a package whole (it cannot
// know which exports the other apps use), so sharing react-router-dom itself ships all of it,
// about 54 KiB brotli. This module is shared instead, as one singleton like every entry of
// @rowad/shared: webpack trims react-router inside it to what is named here (about 13 KiB), and
// every app still gets the same router instance. Need another export? Add it here.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavigateFunction, NavLinkProps } from 'react-router-dom';
