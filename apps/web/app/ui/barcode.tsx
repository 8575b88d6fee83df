import { code128Modules } from '@alankar/shared/code128';

/** Blank modules each side: scanners need at least ten to find where the symbol starts. */
const QUIET_ZONE = 10;

interface BarcodeProps {
  /** Printable ASCII only; anything else throws. */
  value: string;
  /** Bar height in CSS pixels. */
  height?: number;
  /** What screen readers hear instead of the value. */
  label?: string;
  showText?: boolean;
  className?: string;
}

/**
 * A Code 128 barcode as vector bars, black on white, as wide as its box. The value is printed under it as HTML text
 * rather than SVG `<text>`: the drawing stretches to the width, which would stretch the letters too.
 */
export function Barcode({ value, height = 48, label, showText = true, className = '' }: BarcodeProps) {
  const bars: { x: number; width: number }[] = [];
  let x = QUIET_ZONE;
  code128Modules(value).forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return (
    <div className={`bg-white text-black ${className}`}>
      <svg
        role="img"
        aria-label={label ?? value}
        viewBox={`0 0 ${x + QUIET_ZONE} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        fill="currentColor"
        className="block"
      >
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} width={bar.width} height={height} />
        ))}
      </svg>
      {showText ? (
        <p aria-hidden={label === undefined} className="mt-1 text-center font-mono text-sm tracking-wider break-all">
          {value}
        </p>
      ) : null}
    </div>
  );
}
