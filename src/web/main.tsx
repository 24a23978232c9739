import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../client/http/runtime-config';
import { App } from './app/app';
import { applyTheme, storedTheme } from './app/theme';
import './styles/global.css';
import './styles/print.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

applyTheme(storedTheme());

// Read alongside the first screen's code rather than before it: only requests need to wait for it.
void loadRuntimeConfig();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
