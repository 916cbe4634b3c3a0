import { useLocation } from 'react-router';

/**
 * A catch-all route element for tests: shows where a navigation ended, so a test can assert the
 * target without rendering the target page. Use as { path: '*', element: <LocationProbe /> }.
 */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}
