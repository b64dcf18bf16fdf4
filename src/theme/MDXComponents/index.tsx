import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';

/** The theme's MDX components, with markdown tables in a keyboard-scrollable box. */
const components: typeof MDXComponents = {
  ...MDXComponents,
  table: ScrollableTable,
};

export default components;
