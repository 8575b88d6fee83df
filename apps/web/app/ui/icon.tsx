import { createElement, type ReactElement, type SVGProps } from 'react';

/** An icon's shapes as lucide ships them: [tag, attributes] pairs on a 24-unit grid. */
export type IconNode = readonly (readonly [string, Record<string, string>])[];

export type Icon = (props: SVGProps<SVGSVGElement>) => ReactElement;

/** Whether the caller said what the icon means (a label, a role, a title): otherwise screen readers skip it. */
const isDescribed = (props: SVGProps<SVGSVGElement>) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

/**
 * Draws one of lucide's icons in lucide's look: a 2-unit round stroke in the text's colour, sized by its class, hidden
 * from screen readers unless described. lucide-react's own component does the same with a few kilobytes more of code
 * on every page; `lucide-icon/<name>` imports come here (vite.config.ts).
 */
export function icon(node: IconNode): Icon {
  return function LucideIcon(props) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(isDescribed(props) ? {} : { 'aria-hidden': true }),
        ...props,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}
