import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import ActivityIcon from 'lucide-react/icons/activity';
import HeartPulseIcon from 'lucide-react/icons/heart-pulse';
import MoonIcon from 'lucide-react/icons/moon';
import ScaleIcon from 'lucide-react/icons/scale';
import type { ReactNode } from 'react';
import { sleepHoursFigure } from '#lib/format';
import { Card } from '#ui/card';
import { formatNumber } from '../lib/progress-format';
import { ChangeText } from './change-text';

type Biometrics = ProgressSummary['biometrics'];

const value = (number: number | null, decimals: number) => (number === null ? '—' : formatNumber(number, decimals));

function MetricCard({
  title,
  icon,
  average,
  unit,
  children,
}: {
  title: string;
  icon: ReactNode;
  average: string;
  unit: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">Average</p>
      <p className="figures">
        <span className="text-2xl font-semibold">{average}</span>
        {average === '—' ? <span className="sr-only">no readings</span> : <span className="text-muted-foreground"> {unit}</span>}
      </p>
      <div className="mt-2 space-y-1">{children}</div>
    </Card>
  );
}

const ICON = 'size-5 shrink-0 text-protocol-biometrics';

/** docs/product.md §9 averages (weight and sleep to 1 decimal, others rounded) and first→last change %. */
export function BiometricAverages({ biometrics, weightUnit }: { biometrics: Biometrics; weightUnit: string }) {
  const { averages, changes } = biometrics;
  const pressure =
    averages.systolic === null || averages.diastolic === null ? '—' : `${value(averages.systolic, 0)}/${value(averages.diastolic, 0)}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        title="Weight"
        icon={<ScaleIcon aria-hidden="true" className={ICON} />}
        average={value(averages.weight, 1)}
        unit={weightUnit}
      >
        <ChangeText percent={changes.weight} />
      </MetricCard>
      <MetricCard title="Blood Pressure" icon={<ActivityIcon aria-hidden="true" className={ICON} />} average={pressure} unit="mmHg">
        <ChangeText percent={changes.systolic} label="Systolic" />
        <ChangeText percent={changes.diastolic} label="Diastolic" />
      </MetricCard>
      <MetricCard
        title="Heart Rate"
        icon={<HeartPulseIcon aria-hidden="true" className={ICON} />}
        average={value(averages.heartRate, 0)}
        unit="BPM"
      >
        <ChangeText percent={changes.heartRate} />
      </MetricCard>
      <MetricCard
        title="Sleep"
        icon={<MoonIcon aria-hidden="true" className={ICON} />}
        average={averages.sleepDuration === null ? '—' : sleepHoursFigure(averages.sleepDuration)}
        unit="hours"
      >
        <ChangeText percent={changes.sleepDuration} />
      </MetricCard>
    </div>
  );
}
