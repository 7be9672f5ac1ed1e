// <CodeOptions>: a code fence's own options ({lines:true}, {startLine:5}), set at build time around its block.
import { createContext, useContext, type ReactNode } from 'react';

export interface CodeBlockOptions {
  lines?: boolean;
  startLine?: number;
}

const CodeOptionsContext = createContext<CodeBlockOptions>({});

export const useCodeOptions = () => useContext(CodeOptionsContext);

const flag = (value: string | boolean | undefined) => (value === undefined ? undefined : value === true || value === 'true');

export function CodeOptions({ lines, startLine, children }: { lines?: string | boolean; startLine?: string | number; children?: ReactNode }) {
  const options: CodeBlockOptions = { lines: flag(lines), startLine: startLine === undefined ? undefined : Number(startLine) };
  return <CodeOptionsContext value={options}>{children}</CodeOptionsContext>;
}
