/**
 * Which heading the reader is at, for the contents list. The theme answers
 * this from every heading's box, but Chromium keeps the content of a closed
 * `<details>` laid out where it was when open, so a member of a closed
 * group of an API page can look like the heading on screen while the reader
 * is far below it. Here a closed group stands for the headings inside it
 * (its contents entry is the group's own link), measured by its summary row.
 */

/** The places the reader can be at, in page order: headings outside closed groups, and the closed groups. */
export function headingTargets(root: ParentNode, selector: string): HTMLElement[] {
  const targets: HTMLElement[] = [];
  for (const element of Array.from(
    root.querySelectorAll<HTMLElement>(`${selector}, details[id]`),
  )) {
    const closedGroup = element.parentElement?.closest('details:not([open])');
    if (closedGroup) continue;
    if (element instanceof HTMLDetailsElement && element.open) continue;
    targets.push(element);
  }
  return targets;
}

function boxOf(target: HTMLElement): DOMRect {
  const summary = target instanceof HTMLDetailsElement ? target.querySelector('summary') : null;
  return (summary ?? target).getBoundingClientRect();
}

/**
 * The theme's rule on these targets: the first one at or below the top
 * edge is current if it sits in the upper half of the window, else the one
 * before it; past the last, the last.
 */
export function currentTarget(
  targets: readonly HTMLElement[],
  windowHeight: number,
  topOffset = 0,
): HTMLElement | null {
  const next = targets.findIndex((target) => boxOf(target).top >= topOffset);
  if (next === -1) return targets[targets.length - 1] ?? null;
  const box = boxOf(targets[next]!);
  if (box.top > 0 && box.bottom < windowHeight / 2) return targets[next]!;
  return targets[next - 1] ?? null;
}
