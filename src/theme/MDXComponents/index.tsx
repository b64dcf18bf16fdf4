import MDXComponents from '@theme-original/MDXComponents';

import Badge from '@site/src/components/Badge';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's MDX components, with markdown tables in a keyboard-scrollable box,
 * and `<Badge>` available in every MDX file without an import.
 */
const components: typeof MDXComponents = {
  ...MDXComponents,
  table: ScrollableTable,
  Badge,
};

export default components;
