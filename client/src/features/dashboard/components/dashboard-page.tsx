import { SectionPage } from '../../../components/section-page';
import { formatLongDate } from '../../../lib/format';
import styles from './dashboard-page.module.css';

export function DashboardPage() {
  return (
    <SectionPage title="Panel de Control">
      <p className={styles.date}>{formatLongDate(new Date())}</p>
    </SectionPage>
  );
}
