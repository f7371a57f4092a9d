import '@tutor/ui/theme.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startRemoteFor } from './remotes/federation';

// The route's remote starts downloading now, not after React's first render and effects.
startRemoteFor(window.location.pathname);

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
