import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Chunks. Left to itself the bundler cuts the member pages into some thirty files (one per icon,
 * one per small shared module), and a phone pays a round trip for each. Instead:
 * - everything the entry imports (React, the router, react-query, the app's core) is one file;
 * - the member frame and what every member page draws with (the two layouts, the shell, content
 *   cards and grids, saving, the search box, Radix dialogs and menus, the icons, date formatting)
 *   is one file,
 *   fetched alongside the page's own small chunk. Pages stay separate (they are what a route
 *   loads), and so does whatever loads only on demand (the onboarding dialog, toasts): only the
 *   modules matched here move, the modules they import stay where they are.
 * The sign-in page imports none of the member modules, so it never loads that file.
 */
/**
 * Of Radix, the primitives the member frame draws with (dialogs, menus, tooltips, the avatar) and
 * the helpers every primitive shares; one that only some page uses (a hover card, tabs) stays with
 * that page.
 */
const RADIX_FRAME =
  /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|number|rect|react-(arrow|avatar|collection|compose-refs|context|dialog|direction|dismissable-layer|dropdown-menu|focus-guards|focus-scope|id|menu|popper|portal|presence|primitive|roving-focus|slot|tooltip|use-[a-z-]+|visually-hidden))[\\/]/;
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|lucide-react|date-fns)[\\/]/;
const MEMBER_CODE = new RegExp(
  [
    String.raw`[\\/]src[\\/]client[\\/]app[\\/](shell[\\/]|protected-layout|public-content-layout|full-page-skeleton)`,
    String.raw`[\\/]src[\\/]client[\\/]features[\\/](content|library|search)[\\/]`,
    String.raw`[\\/]src[\\/]client[\\/]features[\\/]onboarding[\\/](onboarding-gate|replay)`,
    String.raw`[\\/]src[\\/]client[\\/]components[\\/](content[\\/]|dialog-header)`,
  ].join('|'),
);
const isMemberModule = (id: string) =>
  RADIX_FRAME.test(id) || UI_LIBRARIES.test(id) || (MEMBER_CODE.test(id) && !/-page\.tsx$/.test(id));

/**
 * Names the member chunk and the chunks it imports in index.html (a comment the server turns into
 * modulepreload links for a signed-in visitor, see src/server/http/spa.ts), so a member's browser
 * fetches them with the entry instead of after it has run. Visitors never get them.
 */
function memberChunksHint(): Plugin {
  return {
    name: 'praxis-member-chunks-hint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const member = chunks.find((c) => c.name === 'member');
        const entry = chunks.find((c) => c.isEntry);
        if (!member || !entry) return html;
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const todo = [...start];
          while (todo.length > 0) {
            const file = todo.pop() as string;
            if (seen.has(file)) continue;
            seen.add(file);
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') todo.push(...chunk.imports);
          }
          return seen;
        };
        const already = closure([entry.fileName]);
        const files = [...closure([member.fileName])].filter((f) => !already.has(f));
        const hint = `<!--praxis-member-chunks ${files.map((f) => `/${f}`).join(' ')}-->`;
        return html.replace('</head>', `  ${hint}\n  </head>`);
      },
    },
  };
}

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  plugins: [react(), tailwindcss(), memberChunksHint()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            { name: 'member', test: isMemberModule, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
