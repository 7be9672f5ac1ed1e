// A deck's UnoCSS configuration, set up the way Slidev 53 sets up its own: Tailwind-3-style utilities
// (preset-wind3), attributify, typography and icons as classes (preset-icons, from the sets the talk
// installs, never a CDN); Slidev's shortcuts (`abs-bl`, `bg-main`, `text-primary`…) and its
// `forward:` / `backward:` variants; `@apply` (transformer-directives) and variant groups. The talk's
// own `uno.config.ts` / `unocss.config.ts` beside its Markdown file is merged over it with UnoCSS's
// own mergeConfigs, as Slidev merges it. Fonts follow the deck's `fonts` through the engine's CSS
// variables. A config that cannot be loaded is said, and the deck is styled without it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@unocss/config';
import { mergeConfigs, type UserConfig } from '@unocss/core';
import presetAttributify from '@unocss/preset-attributify';
import presetIcons from '@unocss/preset-icons';
import { variantMatcher } from '@unocss/preset-mini/utils';
import presetTypography from '@unocss/preset-typography';
import presetWind3 from '@unocss/preset-wind3';
import transformerDirectives from '@unocss/transformer-directives';
import transformerVariantGroup from '@unocss/transformer-variant-group';
import { TALK_UNO_CONFIGS } from './sources.ts';

/** Slidev's shortcuts, by what they are for; colours and positions as Slidev draws them. */
const SHORTCUTS: Record<string, string> = {
  // Surfaces and text in the theme's colours.
  'bg-main': 'bg-white dark:bg-[#121212]',
  'bg-active': 'bg-gray-400/10',
  'border-main': 'border-gray/20',
  'text-main': 'text-[#181818] dark:text-[#ddd]',
  // The theme's primary colour: here the deck's `themeConfig.primary` (--deck-primary).
  'text-primary': 'color-$deck-primary',
  'bg-primary': 'bg-$deck-primary',
  'border-primary': 'border-$deck-primary',
  // Pinned to a corner or an edge of the slide.
  'abs-tl': 'absolute top-0 left-0',
  'abs-tr': 'absolute top-0 right-0',
  'abs-b': 'absolute bottom-0 left-0 right-0',
  'abs-bl': 'absolute bottom-0 left-0',
  'abs-br': 'absolute bottom-0 right-0',
  // Slidev's stacking order of its own layers.
  'z-drawing': 'z-10',
  'z-camera': 'z-15',
  'z-dragging': 'z-18',
  'z-menu': 'z-20',
  'z-label': 'z-40',
  'z-nav': 'z-50',
  'z-context-menu': 'z-60',
  'z-modal': 'z-70',
  'z-focus-indicator': 'z-200',
  'slidev-glass-effect': 'shadow-xl backdrop-blur-8 border border-main bg-main bg-opacity-75!',
};

/**
 * The engine's half of the configuration. `iconDirs`: where icon sets are looked for (the talk's
 * folder, then the engine's). Preflight: the `--un-*` defaults some utilities need, and only those
 * ('on-demand'): the same result as Slidev's full list, without its bytes on a deck that uses none.
 */
export function slidevUnoConfig(iconDirs: string[]): UserConfig {
  return {
    shortcuts: SHORTCUTS,
    variants: [
      // `forward:x` / `backward:x`: under Slidev's classes for the direction the deck moves in
      // (`.slidev-nav-go-forward`); they style nothing until the engine sets those classes.
      variantMatcher('forward', (input) => ({ prefix: `.slidev-nav-go-forward ${input.prefix}` })),
      variantMatcher('backward', (input) => ({ prefix: `.slidev-nav-go-backward ${input.prefix}` })),
    ],
    presets: [
      presetWind3({ preflight: 'on-demand' }),
      presetAttributify(),
      presetTypography(),
      // No `cdn` and no auto-install: an icon whose set is not installed is left out (and said by icon-check.ts).
      presetIcons({ collectionsNodeResolvePath: iconDirs }),
    ],
    transformers: [transformerDirectives({ enforce: 'pre' }), transformerVariantGroup()],
  };
}

export interface TalkUnoConfig {
  config: UserConfig;
  /** The talk's own configuration files that were merged in. */
  files: string[];
  /** Files that could not be loaded, and why. */
  problems: { file: string; message: string }[];
}

/** The engine's configuration with the talk's own merged over it (later wins, lists join), fonts from the deck. */
export async function deckUnoConfig(talkDir: string, iconDirs: string[]): Promise<TalkUnoConfig> {
  const configs: UserConfig[] = [slidevUnoConfig(iconDirs)];
  const files: string[] = [];
  const problems: TalkUnoConfig['problems'] = [];
  for (const name of TALK_UNO_CONFIGS) {
    const file = path.join(talkDir, name);
    if (!existsSync(file)) continue;
    try {
      const loaded = await loadConfig<UserConfig>(talkDir, file);
      configs.push(loaded.config);
      files.push(file);
    } catch (err) {
      problems.push({ file, message: err instanceof Error ? err.message.split('\n')[0] ?? String(err) : String(err) });
    }
  }
  const config = mergeConfigs(configs);
  const theme = (config.theme ??= {}) as { fontFamily?: Record<string, string> };
  theme.fontFamily ??= {};
  theme.fontFamily.sans ??= 'var(--deck-font-sans)';
  theme.fontFamily.mono ??= 'var(--deck-font-mono)';
  return { config, files, problems };
}
