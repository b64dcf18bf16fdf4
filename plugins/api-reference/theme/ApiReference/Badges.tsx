import type {ReactNode} from 'react';

import Badge from '@site/src/components/Badge';
import type {ApiBadge} from '@site/src/model/api/types';
import styles from './styles.module.css';

export default function Badges({badges}: {badges?: readonly ApiBadge[]}): ReactNode {
  if (!badges?.length) {
    return null;
  }
  return (
    <span className={styles.badges}>
      {badges.map((badge) => (
        <Badge key={badge} type={badge} />
      ))}
    </span>
  );
}
