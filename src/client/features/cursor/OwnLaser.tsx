// The presenter's own laser on the presenter view's slide, drawn as followers draw it, from every
// move of the pointer here (laser.ts) rather than from the sync bus, which hands a page nothing it
// published itself.
import { useEffect, useState } from 'react';
import { LaserPointer } from './LaserPointer.tsx';
import { ownLaser } from './laser.ts';

export function OwnLaser({ no }: { no: number }) {
  const [at, setAt] = useState<{ no: number; x: number; y: number } | null>(null);
  useEffect(() => ownLaser.subscribe(setAt), []);
  return <LaserPointer at={at?.no === no ? at : null} />;
}
