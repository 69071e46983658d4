import { SectionPanel } from '../../../components/ui/section-panel';
import styles from './activity.module.css';

export function ActivityRules({ rules }: { rules: readonly string[] }) {
  if (rules.length === 0) return null;
  return (
    <SectionPanel title="活动规则" level={2}>
      <ol className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </SectionPanel>
  );
}
