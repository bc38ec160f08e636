import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppCore } from '@/app/app';
import { openingScreenReady } from '@/app/startup/opening-screen';
import { prepareClassMerge } from '@/lib/cn';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element #root is missing in index.html');

const core = createAppCore();
const openingScreen = openingScreenReady(core.router);
prepareClassMerge();
await openingScreen;
createRoot(root).render(
  <StrictMode>
    <App core={core} />
  </StrictMode>,
);
