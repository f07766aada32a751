// The first piece main.tsx evaluates: React DOM, with React and its scheduler (its chunk, vite.config.ts).
export { hydrateRoot } from 'react-dom/client';
