// Routing for remotes: each remote routes inside its prefix with these, never with
// react-router-dom itself, so the shell decides which router every remote runs on.
export {
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, SetURLSearchParams } from 'react-router-dom';
