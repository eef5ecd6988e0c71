import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Renders the whole app at `initialPath`; `currentLocation()` is where the router is now. */
export function renderApp(initialPath: string) {
  let location: Location | undefined;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, gcTime: Infinity } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[initialPath]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const currentLocation = (): Location => {
    if (!location) throw new Error('the router has not rendered yet');
    return location;
  };
  return { ...utils, currentLocation };
}
