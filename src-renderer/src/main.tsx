import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { selectBridge } from './bridge/select-bridge.ts';
import { InterlockProvider } from './store/interlock-context.tsx';
import { createProjection } from './store/projection.ts';
import './styles.css';
import { startTheme } from './theme.ts';

startTheme();
const bridge = selectBridge();
const projection = createProjection(bridge);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InterlockProvider bridge={bridge} projection={projection}>
      <App />
    </InterlockProvider>
  </StrictMode>,
);
