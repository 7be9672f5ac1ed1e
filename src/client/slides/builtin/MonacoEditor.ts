// The Monaco editor for ```lang {monaco} blocks. This module (and Monaco with it) is loaded only when
// such a block is shown, from the installed monaco-editor package: its code, styles, fonts and worker
// are bundled into the build; nothing comes from a CDN. The CSS/HTML/JSON language services are left
// out (they need workers of their own): every language gets Monaco's syntax colouring. TypeScript's
// joins only with a {monaco-run} block (MonacoRunEditor.ts), which needs it to run TypeScript.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/register.all';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

/** Workers by the label Monaco asks for (MonacoRunEditor.ts adds TypeScript's); the editor's own for any other. */
export const languageWorkers = new Map<string, () => Worker>();

// Typed loosely by monaco's own declaration of the global.
(globalThis as { MonacoEnvironment?: monaco.Environment }).MonacoEnvironment = { getWorker: (_id, label) => languageWorkers.get(label)?.() ?? new EditorWorker() };

const aliases: Record<string, string> = { ts: 'typescript', js: 'javascript', rs: 'rust', sh: 'shell', bash: 'shell', py: 'python', md: 'markdown', yml: 'yaml', 'c++': 'cpp' };

/** Monaco's id for a fence language, or plain text. */
export function monacoLanguage(lang: string): string {
  const wanted = (aliases[lang] ?? lang).toLowerCase();
  const known = monaco.languages.getLanguages();
  const match = known.find((l) => l.id === wanted || l.aliases?.some((a) => a.toLowerCase() === wanted) || l.extensions?.includes(`.${wanted}`));
  return match?.id ?? 'plaintext';
}

const isDark = () => document.documentElement.classList.contains('dark');

export interface MountedEditor {
  editor: monaco.editor.IStandaloneCodeEditor;
  dispose: () => void;
}

/** `uri` names the editor's model for a language service (its extension says what the file is). */
export function mountEditor(host: HTMLElement, options: { code: string; lang: string; uri?: string }): MountedEditor {
  const style = getComputedStyle(host);
  const language = monacoLanguage(options.lang);
  const editor = monaco.editor.create(host, {
    model: monaco.editor.createModel(options.code, language, options.uri ? monaco.Uri.parse(options.uri) : undefined),
    theme: isDark() ? 'vs-dark' : 'vs',
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    lineNumbersMinChars: 3,
    fontFamily: style.getPropertyValue('--deck-font-mono').trim() || 'monospace',
    fontSize: parseFloat(style.fontSize) || 14,
    padding: { top: 8, bottom: 8 },
    overviewRulerLanes: 0,
    renderLineHighlight: 'none',
    tabSize: 2,
  });
  // Follow the deck's dark mode.
  const observer = new MutationObserver(() => monaco.editor.setTheme(isDark() ? 'vs-dark' : 'vs'));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return {
    editor,
    dispose: () => {
      observer.disconnect();
      editor.getModel()?.dispose();
      editor.dispose();
    },
  };
}
