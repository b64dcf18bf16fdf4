import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {API_PAGE_IDS} from './src/model/api/types';

/**
 * The single docs sidebar (id "sidebar": the theme and the tests look it up by that id). The Guides
 * category comes first so that its index, guides/index, is the docs' main
 * page. Category labels are translated in
 * i18n/ja/docusaurus-plugin-content-docs/current.json.
 */
const sidebars: SidebarsConfig = {
  sidebar: [
    {
      type: 'category',
      label: 'Guides',
      link: {type: 'doc', id: 'guides/index'},
      collapsed: false,
      items: [
        'guides/install',
        {
          type: 'category',
          label: 'Add your data',
          link: {type: 'doc', id: 'guides/add-your-data/index'},
          items: ['guides/add-your-data/markers', 'guides/add-your-data/style-layers'],
        },
        {
          type: 'category',
          label: 'Map styles',
          link: {type: 'doc', id: 'guides/styles/index'},
          items: [
            'guides/styles/set-a-style',
            'guides/styles/style-layers',
            'guides/styles/work-with-layers',
          ],
        },
        {
          type: 'category',
          label: 'User interactions',
          link: {type: 'doc', id: 'guides/user-interactions/index'},
          items: ['guides/user-interactions/gestures', 'guides/user-interactions/interactions'],
        },
        'guides/globe',
        'guides/projections',
        'guides/browsers',
        'guides/migrate',
        'guides/pricing',
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      link: {type: 'doc', id: 'api/index'},
      items: [...API_PAGE_IDS.map((id) => `api/${id}`), 'api/whats-new'],
    },
    {type: 'doc', id: 'example/index', label: 'Examples'},
    {type: 'doc', id: 'plugins/index', label: 'Plugins and frameworks'},
  ],
};

export default sidebars;
