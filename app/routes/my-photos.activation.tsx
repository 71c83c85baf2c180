// Placeholder (issue 6): unknown until built, like any unknown route.
export { loader, action } from './catch-all';
