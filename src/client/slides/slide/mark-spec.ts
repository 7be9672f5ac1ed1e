// What a v-mark asks for (compile/codegen.ts writes it): Reveal passes it on, Mark draws it.
export interface MarkSpec {
  span: [number, number | null] | null;
  modifiers: string[];
  options: Record<string, unknown>;
}
