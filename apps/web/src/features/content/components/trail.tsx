import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export interface TrailStep {
  label: string;
  to?: string;
}

/** 首页 › … › the page: where in the help and news centre the reader is. */
export function Trail({ steps }: { steps: readonly TrailStep[] }) {
  const items = [{ label: '首页', to: paths.home }, ...steps].map((step) => ({
    key: `${step.label}-${step.to ?? ''}`,
    title: step.to ? <Link to={step.to}>{step.label}</Link> : step.label,
  }));
  return <Breadcrumb items={items} />;
}
