import { useRef } from 'react';
import { linearScale, linePath } from './scale';
import { useSize } from './use-size';

/** A bare line of values across the box, scaled from its lowest to its highest (decision 157). */
export function Sparkline({ values, color }: { values: readonly number[]; color: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(box);
  const x = linearScale([0, Math.max(1, values.length - 1)], [2, Math.max(2, width - 2)]);
  const y = linearScale([Math.min(...values), Math.max(...values)], [Math.max(2, height - 2), 2]);
  return (
    <div ref={box} className="h-full w-full">
      {width > 0 ? (
        <svg width={width} height={height} aria-hidden="true">
          <path
            d={linePath(values.map((v, i) => [x(i), y(v)]))}
            fill="none"
            stroke={color}
            strokeWidth={1.5}
          />
        </svg>
      ) : null}
    </div>
  );
}
