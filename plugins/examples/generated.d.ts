// The JSON modules this plugin writes for the pages that import them.
declare module '@generated/examples/default/slugs.json' {
  import type {ExampleSlugs} from '@site/plugins/examples/types';

  const slugs: ExampleSlugs;
  export default slugs;
}

declare module '@generated/examples/default/gallery-search.json' {
  import type {GallerySearchText} from '@site/plugins/examples/gallery';

  const searchText: GallerySearchText;
  export default searchText;
}

declare module '@generated/examples/default/gallery.json' {
  import type {GalleryData} from '@site/plugins/examples/gallery';

  const cards: GalleryData;
  export default cards;
}

declare module '@generated/examples/default/gallery-shell.json' {
  import type {GalleryShell} from '@site/plugins/examples/gallery';

  const shell: GalleryShell;
  export default shell;
}
