// The editor of a ```ts {monaco-run} block, and what a run needs from Monaco: its TypeScript worker
// turns the editor's TypeScript into JavaScript (and says where the code does not parse), which then
// runs in a Web Worker of its own (run-worker.ts), never on the page. Loaded, with Monaco and its
// TypeScript worker, only when such a block is shown.
import type * as monaco from 'monaco-editor/editor/editor.api';
import { getJavaScriptWorker, getTypeScriptWorker, javascriptDefaults, ModuleKind, ScriptTarget, typescriptDefaults } from 'monaco-editor/languages/features/typescript/register';
import TypeScriptWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';
import { languageWorkers, mountEditor, type MountedEditor } from './MonacoEditor.ts';
import { startRun, type RunEvent } from './run-worker.ts';

languageWorkers.set('typescript', () => new TypeScriptWorker());
languageWorkers.set('javascript', () => new TypeScriptWorker());

// Each block is an ES module (.mts, .mjs: its names its own, top-level await allowed), emitted as it is written.
for (const defaults of [typescriptDefaults, javascriptDefaults]) {
  defaults.setCompilerOptions({ ...defaults.getCompilerOptions(), target: ScriptTarget.ESNext, module: ModuleKind.ESNext, moduleDetection: 3 /* force */ });
}

export interface RunEditor extends MountedEditor {
  /** Runs the editor's code as it is now; the function returned stops the run. */
  run: (onEvent: (event: RunEvent) => void) => () => void;
  /** Calls `listener` on each edit; returns what stops it. */
  onEdit: (listener: () => void) => () => void;
}

const isTypeScript = (lang: string) => lang === 'ts' || lang === 'typescript';

let blocks = 0;

export function mountRunEditor(host: HTMLElement, options: { code: string; lang: string }): RunEditor {
  const typescript = isTypeScript(options.lang);
  const mounted = mountEditor(host, { ...options, uri: `file:///monaco-run-${++blocks}.${typescript ? 'mts' : 'mjs'}` });
  return {
    ...mounted,
    onEdit: (listener) => {
      const subscription = mounted.editor.onDidChangeModelContent(() => listener());
      return () => subscription.dispose();
    },
    run: (onEvent) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      const model = mounted.editor.getModel();
      if (!model) return () => {};
      javaScriptOf(model, typescript).then(
        (compiled) => {
          if (stopped) return;
          if ('problem' in compiled) {
            onEvent({ type: 'line', line: { level: 'uncaught', text: compiled.problem } });
            onEvent({ type: 'finished' });
          } else stop = startRun(compiled.js, onEvent);
        },
        (err: unknown) => {
          if (stopped) return;
          onEvent({ type: 'line', line: { level: 'uncaught', text: `The code could not be read: ${err instanceof Error ? err.message : String(err)}` } });
          onEvent({ type: 'finished' });
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/** A diagnostic's message (TypeScript chains the reasons of some: the first says what). */
const messageOf = (message: string | { messageText: string }) => (typeof message === 'string' ? message : message.messageText);

/**
 * Monaco's worker for the language, once Monaco has set it up. It does that when an editor first asks
 * for the language's features, a chunk load later than the model is made: a run asked for before then
 * (a fast, cached page) is told "not registered". It waits for that, up to a time a slow phone needs.
 */
async function languageWorker(typescript: boolean) {
  const get = typescript ? getTypeScriptWorker : getJavaScriptWorker;
  const giveUp = Date.now() + 20_000;
  for (;;) {
    try {
      return await get();
    } catch (err) {
      if (!/not registered/.test(String(err)) || Date.now() > giveUp) throw err instanceof Error ? err : new Error(String(err));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The model's code as JavaScript, or why it cannot run (the first place it does not parse). */
async function javaScriptOf(model: monaco.editor.ITextModel, typescript: boolean): Promise<{ js: string } | { problem: string }> {
  const worker = await languageWorker(typescript);
  const client = await worker(model.uri);
  const file = model.uri.toString();
  const [syntax] = await client.getSyntacticDiagnostics(file);
  if (syntax) {
    const line = syntax.start === undefined ? '' : ` (line ${model.getPositionAt(syntax.start).lineNumber})`;
    return { problem: `SyntaxError${line}: ${messageOf(syntax.messageText)}` };
  }
  if (!typescript) return { js: model.getValue() };
  const output = await client.getEmitOutput(file);
  const emitted = output.outputFiles.find((f) => /\.m?js$/.test(f.name));
  if (!emitted) return { problem: 'TypeScript gave no JavaScript for this code' };
  // The mark TypeScript adds to make a file without imports a module: the code runs as a function's body.
  return { js: emitted.text.replace(/^export \{\};\s*$/m, '') };
}
