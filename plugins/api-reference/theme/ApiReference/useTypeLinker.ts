import {useCallback} from 'react';
import typeLinks from '@api-pages/type-links.json';

/**
 * Links inline code in prose that is exactly a documented type name
 * (`CameraOptions`), except the entry's own name, which would link to itself.
 */
export function useTypeLinker(self?: string): (code: string) => string | undefined {
  return useCallback((code) => (code === self ? undefined : typeLinks[code]), [self]);
}
