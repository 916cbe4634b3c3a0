import { Navigate } from 'react-router';
import { pathTo } from '../../config/paths';

/** The tool starts at the first step of the entry stepper. */
export function Component() {
  return <Navigate to={pathTo('company-data')} replace />;
}
