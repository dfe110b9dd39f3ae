import '@fontsource-variable/inter';
import '@fontsource/amiri/400.css';
import '@fontsource/amiri/700.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { applyStoredTheme } from './lib/theme';

initI18n();
applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
