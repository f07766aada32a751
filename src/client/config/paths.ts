// The route paths live in src/shared so the server can answer 404 for a path no page serves.
export * from '@shared/paths';
