/**
 * The status page's filters, the one script of the writers' pages (which the
 * readers' app does not load). Rows carry what the filters match
 * (`data-state`, `data-kind`, `data-text`); the count's wording comes from
 * the page, in its locale.
 */
function startFilters(group: HTMLElement): void {
  const control = (name: string) =>
    group.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-filter="${name}"]`);
  const state = control('state');
  const kind = control('kind');
  const text = control('text');
  const shown = group.querySelector<HTMLElement>('[data-template]');
  const rows = Array.from(document.querySelectorAll<HTMLTableRowElement>('tr[data-unit]'));
  if (!state || !kind || !text || !shown) return;

  const apply = () => {
    const needle = text.value.trim().toLowerCase();
    let count = 0;
    for (const row of rows) {
      const visible =
        (!state.value || row.dataset.state === state.value) &&
        (!kind.value || row.dataset.kind === kind.value) &&
        (!needle || (row.dataset.text ?? '').includes(needle));
      row.hidden = !visible;
      if (visible) count += 1;
    }
    shown.textContent = (shown.dataset.template ?? '')
      .replace('{shown}', String(count))
      .replace('{total}', String(rows.length));
  };
  for (const each of [state, kind, text]) each.addEventListener('input', apply);
  group.hidden = false;
  group.dataset.ready = '';
}

const group = document.querySelector<HTMLElement>('[data-status-filters]');
if (group) startFilters(group);
