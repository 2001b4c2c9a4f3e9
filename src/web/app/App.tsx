import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      {/* AppRoutes runs the page switch as its own transition (see there), so the router must not. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
