// Mantine's styles first, so that the app's CSS modules come after them and can refine them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/dropdowns.css';
import './app/badges.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpApiClient } from './app/auth-failure';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { authStatusQueryOptions } from './features/auth';
import { initI18n, loadLocaleResources } from './lib/i18n';
import { queryClient } from './lib/query-client';

setUpApiClient();
// The session check and the texts load side by side; the app renders once the texts are there.
void queryClient.prefetchQuery(authStatusQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void loadLocaleResources().then((resources) => {
  initI18n(resources);
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
