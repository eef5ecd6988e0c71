import '@/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '@/lib/i18n';
import { installPreloadErrorHandler } from '@/lib/lazy-import';
import { setNavigator } from '@/lib/navigation';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

installPreloadErrorHandler();
void initI18n();

const router = createAppRouter();
setNavigator((to) => {
  void router.navigate(to);
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
