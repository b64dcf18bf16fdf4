import {describe, expect, it} from 'vitest';

import {replaceProductTokens, replaceTokensDeep} from '../../src/config/productTokens';
import remarkProductTokens from '../../plugins/remark-product-tokens';

const values = {productId: 'acme', productName: 'Acme', libraryVersion: '9.1.0'};

describe('replaceProductTokens', () => {
  it('replaces the three tokens, case-sensitively', () => {
    expect(replaceProductTokens('%PRODUCT% GL JS v%VERSION% (%product%-gl)', values)).toBe(
      'Acme GL JS v9.1.0 (acme-gl)',
    );
  });

  it('leaves other percent signs alone', () => {
    expect(replaceProductTokens('width: 100%; %Product% %OTHER%', values)).toBe(
      'width: 100%; %Product% %OTHER%',
    );
  });

  it('walks front matter objects and arrays', () => {
    expect(
      replaceTokensDeep({title: '%PRODUCT%', keywords: ['%product%'], position: 3}, values),
    ).toEqual({title: 'Acme', keywords: ['acme'], position: 3});
  });
});

describe('remarkProductTokens', () => {
  it('rewrites text, code, links and JSX string attributes', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'heading', children: [{type: 'text', value: 'Use %PRODUCT%'}]},
        {type: 'code', value: 'new %product%gl.Map()'},
        {type: 'link', url: 'https://%product%.com', title: '%PRODUCT%', children: []},
        {
          type: 'mdxJsxFlowElement',
          name: 'Card',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'title', value: '%PRODUCT% card'},
            {type: 'mdxJsxAttribute', name: 'count', value: {type: 'expression'}},
          ],
          children: [],
        },
      ],
    };
    remarkProductTokens(values)(tree);
    expect(JSON.stringify(tree)).not.toMatch(/%(PRODUCT|product|VERSION)%/);
    expect(tree.children[1]).toEqual({type: 'code', value: 'new acmegl.Map()'});
    expect(tree.children[3]?.attributes?.[1]?.value).toEqual({type: 'expression'});
  });
});
