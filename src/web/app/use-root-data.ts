import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root.tsx';

/** Header, footer and layouts read the shell loaded once by the root route. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('Root data is missing: this component must render below the root route');
  return data;
}
