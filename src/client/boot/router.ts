// The second piece main.tsx evaluates: React Router (its chunk, vite.config.ts). One export is enough to load it;
// the app's imports decide which of its code the chunk holds.
export { createBrowserRouter } from 'react-router';
