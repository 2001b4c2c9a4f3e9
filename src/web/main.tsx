// First: configures zod before any lazy chunk creates a schema (see there).
import './lib/zodConfig';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
