/** Tiny DOM helpers: elements are built with createElement and text nodes only. */
type Child = Node | string | false | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const name in attributes) element.setAttribute(name, attributes[name]!);
  for (const child of children) if (child) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A 24×24 decorative icon from one path. */
export function icon(path: string, className?: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  if (className) svg.setAttribute('class', className);
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

export const ICON_CHAT = 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z';
export const ICON_CLOSE =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
export const ICON_DOWN = 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z';
export const ICON_SEND = 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z';

/**
 * Runs `work` in a task of its own after the next frame has been rendered: focusing or measuring right after a
 * DOM change forces style and layout inside the visitor's click or key task; afterwards they are done already,
 * and each task stays short (issue 19: no long task while opening, typing or sending).
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
