// <v-clicks>: reveals the items of the list inside it one click at a time.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useClicks } from '../slide/ClicksContext.ts';
import { revealClass } from './VClick.tsx';

interface ElementProps {
  className?: string;
  children?: ReactNode;
}

export function VClicks({ at = 1, children }: { at?: string | number; children?: ReactNode }) {
  const clicks = useClicks();
  let step = Number(at);
  const revealItems = (list: ReactElement<ElementProps>) =>
    cloneElement(list, {
      children: Children.map(list.props.children, (item) => {
        if (!isValidElement<ElementProps>(item) || item.type !== 'li') return item;
        const visible = clicks >= step++;
        return cloneElement(item, { className: `${item.props.className ?? ''} ${revealClass(visible)}`.trim() });
      }),
    });
  return (
    <>
      {Children.map(children, (child) =>
        isValidElement<ElementProps>(child) && (child.type === 'ul' || child.type === 'ol')
          ? revealItems(child)
          : child,
      )}
    </>
  );
}
