import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers are walls (DESIGN.md): the browser app and the build/serve side never import each other,
// both may import src/shared, and src/shared imports neither (nor Node's modules). Each folder gets
// the globals of the place its code runs (and its own TypeScript project: tsconfig.client.json has
// no Node types' help for the browser, tsconfig.node.json no DOM).
const layer = (message, ...regexes) => ({
  'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message })) }],
});
const intoNode = String.raw`^(\.\.?/)+(.*/)?node/`;
const intoClient = String.raw`^(\.\.?/)+(.*/)?client/`;
const nodeBuiltins = String.raw`^node:`;

/** One block per client layer: its files may not import a layer above it. */
function clientLayers(order) {
  return order.slice(1).map((name, i) => {
    const above = order.slice(0, i + 1);
    const rules = layer(
      `src/client/${name}/ sits under ${above.join(', ')}: it may not import them (eslint.config.js lists the layers)`,
      ...above.map((upper) => String.raw`^(\.\./)+${upper}/`),
      intoNode,
      nodeBuiltins,
    );
    return { files: [`src/client/${name}/**/*.{ts,tsx}`], rules };
  });
}

export default tseslint.config(
  { ignores: ['dist/', 'talk/dist/', 'lib/', 'node_modules/', 'screenshots/', '.bench/', '.scratch/', '**/*.md', 'tests/fixtures/tmp-*/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      ...layer('src/client runs in the browser: it may not import src/node or Node modules (put shared code in src/shared)', intoNode, nodeBuiltins),
      // Some libraries' types bring Node's globals into every file; in the browser they do not exist.
      'no-restricted-globals': ['error', ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'module'].map((name) => ({ name, message: 'src/client runs in the browser' }))],
    },
  },
  // Inside the browser app, layers from the top: views (play, presenter, print) > slides (what a slide
  // draws) > features (room, drawings, pointer) > live (the link to the deck server) > deck (the deck,
  // moving through it, keys, settings) > state (stores). A folder imports only the layers under it.
  ...clientLayers(['views', 'slides', 'features', 'live', 'deck', 'state']),
  {
    files: ['src/client/offline/service-worker.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/node/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: layer('src/node is the build and server side: it may not import src/client (put shared code in src/shared)', intoClient),
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: layer('src/shared runs on both sides: it may import neither src/client, src/node nor Node modules', intoClient, intoNode, nodeBuiltins),
  },
  {
    // Tests, benchmarks and scripts drive both sides (and run code in pages).
    files: ['tests/**/*.{ts,mjs}', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bin/*.js', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
