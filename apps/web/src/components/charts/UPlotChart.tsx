import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/**
 * One uPlot chart filling its box's width (docs/decisions/251-charts-with-uplot.md). The canvas
 * is hidden from screen readers: every chart stands beside a table of the same numbers
 * (ChartFigure). Rebuilt when its options or data change, resized with its box.
 */
export function UPlotChart({
  options,
  data,
  height = 240,
}: {
  options: ChartOptions;
  data: uPlot.AlignedData;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(
      { ...options, width: element.clientWidth || 320, height },
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) plot.setSize({ width: element.clientWidth, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data, height]);
  return <div ref={box} aria-hidden="true" className="w-full min-w-0" />;
}
