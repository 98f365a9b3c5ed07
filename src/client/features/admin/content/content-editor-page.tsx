/*
 * The route's entry for /admin/content/new and /admin/content/:id (the router imports this path
 * lazily). The editor itself is the editor/ folder, one part per file.
 */
export { default } from './editor/editor-page';
