import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@vitrin/shared-libs/i18n/i18n';
import { App } from './app/App';
import { wireHttpStatusRules } from './app/httpStatusRules';
import { wireSessionRules } from './app/sessionRules';

wireHttpStatusRules();
wireSessionRules();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);
