import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Chunks. Left to itself the bundler cuts a member page into some thirty files (one per icon, one
 * per small shared module), and a phone pays a round trip for each. Instead a member page loads
 * four: the entry (React, the router, react-query, the app's core), a small 'boot' chunk of helpers
 * the sign-in page needs too, the member frame, and the page's own chunk. The member frame is what
 * every member page draws with: the two layouts, the shell, content cards and grids, saving, the
 * search box, the shared domain rules, the icons, date formatting. Pages stay separate (they are
 * what a route loads), and so does whatever loads only on demand (dialogs and menus, the
 * onboarding dialog, toasts): only the modules matched here move, the modules they import stay
 * where they are. The sign-in page imports none of the member modules, so it never loads that file.
 * What every member page draws goes in too, however small (the survey's gate, the assistant's
 * launcher event): on a phone each file more before the first paint is a round trip more.
 */
/**
 * Radix (dialogs, menus) is not part of the member frame: the frame draws their buttons, and each
 * dialog's code loads when it first opens (src/client/components/deferred.ts). The build fails if
 * the member chunks reach it (see memberChunksHint).
 */
const RADIX = /[\\/]node_modules[\\/](@radix-ui|radix-ui)[\\/]/;
const UI_LIBRARIES = /[\\/]node_modules[\\/](lucide-react|date-fns)[\\/]/;
const MEMBER_CODE = new RegExp(
  [
    String.raw`[\\/]src[\\/]client[\\/]app[\\/](shell[\\/]|protected-layout|public-content-layout|full-page-skeleton)`,
    String.raw`[\\/]src[\\/]client[\\/]features[\\/](content|library|search)[\\/]`,
    String.raw`[\\/]src[\\/]client[\\/]features[\\/]onboarding[\\/](onboarding-gate|replay)`,
    String.raw`[\\/]src[\\/]client[\\/]features[\\/]survey[\\/](survey-gate|storage)`,
    String.raw`[\\/]src[\\/]client[\\/]lib[\\/]ask-assistant`,
    String.raw`[\\/]src[\\/]client[\\/]components[\\/](content[\\/]|deferred)`,
  ].join('|'),
);
/**
 * The shared domain rules (content, dates, saving, paging…), read all over the member frame: in its
 * file rather than a dozen tiny ones. The sign-in rules (passwords), the assessment's and the
 * assistant's (loaded with its panel) stay out, and so do the vocabularies: the account rules
 * (outside the member frame) read the industries, and a chunk that the member frame imports must
 * not import it back.
 */
const MEMBER_RULES =
  /[\\/]src[\\/]shared[\\/]domain[\\/](?!assessment|assistant|password|common-passwords|vocabulary|sign-in-code|account-messages)[a-z-]+\.ts$/;
/**
 * A few hundred bytes each (and react-query's mutations), needed by the sign-in page and the member
 * frame alike: one small 'boot' chunk, not a request each.
 */
const BOOT_EXTRAS =
  /[\\/]src[\\/]client[\\/](components[\\/](logo-mark|pending-button)|lib[\\/]redirect|app[\\/]session-error)|[\\/]node_modules[\\/](clsx|@tanstack[\\/](react-query|query-core))[\\/]/;
const matchesMemberFrame = (id: string) =>
  MEMBER_RULES.test(id) ||
  UI_LIBRARIES.test(id) || (MEMBER_CODE.test(id) && !/-page\.tsx$/.test(id));

/**
 * Of the modules the patterns above match, only those the member frame itself imports (from its
 * own code, through modules that match too): an icon, a date function or a rule that only the
 * console or one page reads stays with them. Without this, every icon and every shared rule of the
 * whole app (the audit log's, the roadmap's with zod, the invite list's with the account schemas)
 * rode in the member chunk, and every member page downloaded and ran them before its first paint.
 * A module loaded only on demand (a dialog drawn when it opens, and what only it imports) is no root.
 * Filled when the module graph is complete, read while chunks are cut (which comes after).
 */
const memberFrame = new Set<string>();

/**
 * Packages whose entry re-exports every function or icon they have. Walking through such an entry
 * would take all of them that anyone uses; the walk follows only the names the importing module
 * asks for (`import { format } from 'date-fns'`): lucide's entry names each icon's file, date-fns'
 * entry is one `export *` per function, the file named after it.
 */
const BARRELS: Array<{ package: string; entry: RegExp; fileOf: (entryCode: string, name: string) => string | null }> = [
  {
    package: 'lucide-react',
    entry: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
    fileOf: (code, name) =>
      new RegExp(String.raw`export \{[^}]*\bdefault as ${name}\b[^}]*\} from '\./([^']+)'`).exec(code)?.[1] ?? null,
  },
  {
    package: 'date-fns',
    entry: /[\\/]node_modules[\\/]date-fns[\\/]index\.js$/,
    fileOf: (code, name) => (code.includes(`export * from "./${name}.js"`) ? `${name}.js` : null),
  },
];

/** The names a module's code imports from a package (`import { a, b as c } from 'pkg'`). */
function namesImported(code: string, pkg: string): string[] {
  const names: string[] = [];
  const from = new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*["']${pkg}["']`, 'g');
  for (const m of code.matchAll(from)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

function memberFrameClosure(): Plugin {
  return {
    name: 'praxis-member-frame-closure',
    apply: 'build',
    buildEnd() {
      memberFrame.clear();
      const onDemand = new Map<string, boolean>();
      const ROUTER = /[\\/]src[\\/]client[\\/]app[\\/]router\.tsx$/;
      // Loaded only through an `import()` other than the router's (which loads pages and layouts):
      // a dialog, the desktop rail; or only by modules that are.
      const loadedOnDemand = (id: string): boolean => {
        const known = onDemand.get(id);
        if (known !== undefined) return known;
        onDemand.set(id, false); // a cycle counts as loaded with the frame
        const info = this.getModuleInfo(id);
        const importers = info?.importers ?? [];
        const answer =
          !/-page\.tsx$/.test(id) &&
          !(info?.dynamicImporters ?? []).some((importer) => ROUTER.test(importer)) &&
          (importers.length === 0
            ? (info?.dynamicImporters.length ?? 0) > 0
            : importers.every((importer) => loadedOnDemand(importer)));
        onDemand.set(id, answer);
        return answer;
      };
      const todo = [...this.getModuleIds()].filter(
        (id) => MEMBER_CODE.test(id) && !/-page\.tsx$/.test(id) && !loadedOnDemand(id),
      );
      while (todo.length > 0) {
        const id = todo.pop() as string;
        if (memberFrame.has(id)) continue;
        memberFrame.add(id);
        const info = this.getModuleInfo(id);
        for (const next of info?.importedIds ?? []) {
          if (!matchesMemberFrame(next)) continue;
          const barrel = BARRELS.find((b) => b.entry.test(next));
          if (!barrel) {
            if (!memberFrame.has(next)) todo.push(next);
            continue;
          }
          // The entry itself (it renders nothing of what is not used), and the files of the names asked for.
          memberFrame.add(next);
          const entry = this.getModuleInfo(next);
          const entryCode = entry?.code ?? '';
          for (const name of namesImported(info?.code ?? '', barrel.package)) {
            const file = barrel.fileOf(entryCode, name);
            if (!file) throw new Error(`${id} imports ${name} from ${barrel.package}: its file was not found`);
            const target = entry?.importedIds.find((dep) => dep.endsWith(`/${file}`));
            if (!target) throw new Error(`${barrel.package}: ${file} is not among the entry's imports`);
            todo.push(target);
          }
        }
      }
    },
  };
}

const isMemberModule = (id: string) => memberFrame.has(id);

const EARLY_ENTRY = fileURLToPath(new URL('./src/client/early-session.ts', import.meta.url));
const EARLY_ENTRY_RE = /[\\/]src[\\/]client[\\/]early-session\.ts$/;

/**
 * The member pages a phone most often opens first, by address (as router.tsx routes them), with
 * the module each loads: the server names the page's own chunks with the page, so they download
 * alongside the entry instead of after it has run and matched the route. The build fails if one
 * is no longer a chunk of its own.
 */
const FIRST_SCREEN_PAGES: Record<string, string> = {
  '/': 'src/client/features/home/home-page.tsx',
  '/resources': 'src/client/features/resources/resources-page.tsx',
  '/search': 'src/client/features/search/search-page.tsx',
  '/resources/:id': 'src/client/features/resources/resource-detail-page.tsx',
  '/roadmap': 'src/client/features/roadmap/roadmap-page.tsx',
  '/ld-assessment': 'src/client/features/assessment/ld-assessment-page.tsx',
};

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
        const entry = chunks.find((c) => c.isEntry && c.name === 'index');
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
        const memberFiles = closure([member.fileName]);
        for (const file of memberFiles) {
          const chunk = bundle[file];
          const radix = chunk?.type === 'chunk' ? chunk.moduleIds.find((id) => RADIX.test(id)) : undefined;
          if (radix) throw new Error(`the member frame (${file}) loads Radix before a first paint: ${radix}`);
        }
        // Each first-screen page's own chunk and what it imports beyond the entry and the frame.
        const pages = Object.entries(FIRST_SCREEN_PAGES).map(([pattern, module]) => {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!page) throw new Error(`${module} (for ${pattern}) is not a chunk of its own: is it still a route?`);
          const own = [...closure([page.fileName])].filter((f) => !already.has(f) && !memberFiles.has(f));
          return `${pattern}=${own.map((f) => `/${f}`).join(',')}`;
        });
        const pageHint = `<!--praxis-page-chunks ${pages.join(' ')}-->`;
        let out = html.replace('</head>', `  ${hint}\n    ${pageHint}\n  </head>`);
        const early = chunks.find((c) => c.isEntry && c.name === 'early');
        if (early) {
          if (early.imports.length > 0) throw new Error('early-session.ts must import nothing');
          // Before the app's script, so it is asked for first.
          out = out.replace(
            '<script type="module"',
            `<!--praxis-member-early /${early.fileName}-->\n    <script type="module"`,
          );
        }
        return out;
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
  plugins: [react(), tailwindcss(), memberFrameClosure(), memberChunksHint()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
        early: EARLY_ENTRY,
      },
      output: {
        codeSplitting: {
          groups: [
            // The early entry (early-session.ts) stays a file of its own, a few hundred bytes.
            { name: 'boot', tags: ['$initial'], test: (id: string) => !EARLY_ENTRY_RE.test(id), priority: 3 },
            { name: 'boot', test: BOOT_EXTRAS, priority: 2, includeDependenciesRecursively: false },
            { name: 'member', test: isMemberModule, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
