// What the command line prints and how it reads its first argument: colour only on a terminal and
// never with NO_COLOR, Vite's and rolldown's own reports only with --debug, help that does not call
// a `--no-…` flag on, and a Markdown file where a command would be (src/node/colour.ts,
// cli-options.ts, vite-config.ts).
import { cac } from 'cac';
import type { RolldownLog } from 'rolldown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMarkdownFile, withoutNegatedDefaults } from '../../src/node/cli-options.ts';
import { colourWanted, errorLine, plainUnless, shareColourChoice, warningLine } from '../../src/node/colour.ts';
import { deckViteConfig } from '../../src/node/vite-config.ts';

const ESC = '\x1b[';
const terminal = { isTTY: true };
const pipe = { isTTY: false };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('colour', () => {
  it('is wanted on a terminal only, and never with NO_COLOR set to anything', () => {
    expect(colourWanted(terminal, {})).toBe(true);
    expect(colourWanted(pipe, {})).toBe(false);
    expect(colourWanted({}, {})).toBe(false);
    expect(colourWanted(terminal, { NO_COLOR: '1' })).toBe(false);
    expect(colourWanted(terminal, { NO_COLOR: 'false' })).toBe(false);
    // https://no-color.org: an empty NO_COLOR is as if it were not set.
    expect(colourWanted(terminal, { NO_COLOR: '' })).toBe(true);
    // FORCE_COLOR does not colour a pipe (Vite's picocolors would, even FORCE_COLOR=0).
    expect(colourWanted(pipe, { FORCE_COLOR: '1' })).toBe(false);
  });

  it('marks "error" and "warning" on a terminal, and nothing in a pipe', () => {
    expect(errorLine('no deck', true)).toBe(`${ESC}31merror${ESC}39m no deck`);
    expect(errorLine('no deck', false)).toBe('error no deck');
    expect(warningLine('--dark has no effect', true)).toContain(`${ESC}33mwarning`);
    expect(warningLine('--dark has no effect', false)).toBe('warning --dark has no effect');
  });

  it('is passed on to the tools loaded later through NO_COLOR when it is not wanted', () => {
    const piped: NodeJS.ProcessEnv = { CI: '1', FORCE_COLOR: '0' };
    shareColourChoice(piped, pipe);
    expect(piped).toEqual({ CI: '1', NO_COLOR: '1' });
    const onTerminal: NodeJS.ProcessEnv = {};
    shareColourChoice(onTerminal, terminal);
    expect(onTerminal.NO_COLOR).toBeUndefined();
  });

  it("takes a tool's hard-coded colours out when colour is off", () => {
    const coloured = `${ESC}33m[PLUGIN_TIMINGS] ${ESC}0mJavaScript callbacks ran for 4.1s`;
    expect(plainUnless(false, coloured)).toBe('[PLUGIN_TIMINGS] JavaScript callbacks ran for 4.1s');
    expect(plainUnless(true, coloured)).toBe(coloured);
  });
});

describe("Vite's and rolldown's own reports", () => {
  const project = { root: '/talk', slides: 'slides.md', base: '/', outDir: 'dist' };
  type OnLog = (level: 'warn', log: RolldownLog, handler: (level: 'warn', log: RolldownLog) => void) => void;

  it('are left out unless --debug: warnings only, and no plugin timings', () => {
    const quiet = deckViteConfig(project);
    expect(quiet.logLevel).toBe('warn');
    expect(quiet.build?.rolldownOptions?.checks?.bundlerTimings).toBe(false);
    const debug = deckViteConfig({ ...project, debug: true });
    expect(debug.logLevel).toBe('info');
    expect(debug.build?.rolldownOptions?.checks?.bundlerTimings).toBe(true);
  });

  it('come without colour codes when colour is off', () => {
    vi.stubEnv('NO_COLOR', '1');
    const onLog = deckViteConfig(project).build?.rolldownOptions?.onLog as OnLog;
    const passed: RolldownLog[] = [];
    onLog('warn', { code: 'PLUGIN_TIMINGS', message: `${ESC}33m[PLUGIN_TIMINGS] ${ESC}0mslow` }, (_, log) => passed.push(log));
    expect(passed).toEqual([{ code: 'PLUGIN_TIMINGS', message: '[PLUGIN_TIMINGS] slow' }]);
  });
});

describe('the command line', () => {
  it('takes a Markdown file where a command would be, and nothing else', () => {
    expect(isMarkdownFile('slides.md')).toBe(true);
    expect(isMarkdownFile('talks/rust/Talk.MD')).toBe(true);
    expect(isMarkdownFile('notes.markdown')).toBe(true);
    expect(isMarkdownFile('serv')).toBe(false);
    expect(isMarkdownFile('slides.md.bak')).toBe(false);
  });

  it('does not print a --no-… flag as on by default, and reads it as given or not', () => {
    const cli = cac('deck');
    const build = withoutNegatedDefaults(cli.command('build', 'Build').option('--no-pdf', 'Skip the PDF'));
    const help: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((text: string) => void help.push(text));
    build.outputHelp();
    vi.restoreAllMocks();
    expect(help.join('\n')).toMatch(/--no-pdf +Skip the PDF *$/m);
    expect(cli.parse(['node', 'deck', 'build', '--no-pdf'], { run: false }).options.pdf).toBe(false);
    expect(cli.parse(['node', 'deck', 'build'], { run: false }).options.pdf).toBeUndefined();
  });
});
