import {useCallback} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {ApiReferenceGlobalData} from '@site/plugins/api-reference/types';

export function useApiReferenceData(): ApiReferenceGlobalData {
  return usePluginData('api-reference') as ApiReferenceGlobalData;
}

/**
 * Links inline code in prose that is exactly a documented type name
 * (`CameraOptions`), except the entry's own name, which would link to itself.
 */
export function useTypeLinker(self?: string): (code: string) => string | undefined {
  const {typeLinks} = useApiReferenceData();
  return useCallback((code) => (code === self ? undefined : typeLinks[code]), [typeLinks, self]);
}
