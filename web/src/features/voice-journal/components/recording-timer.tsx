import { formatDuration, formatDurationWords } from '@uh/core/common/duration-format.logic';
import { useEffect, useState } from 'react';
import { recordedSeconds } from '../lib/recorder-machine';

/** Elapsed recording time as m:ss, redrawn a few times a second and never announced per tick. */
export function RecordingTimer({ startedAt, maxSeconds }: { startedAt: number; maxSeconds: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = recordedSeconds(startedAt, now, maxSeconds);
  return <TimerFace seconds={seconds} />;
}

export function TimerFace({ seconds }: { seconds: number }) {
  return (
    <p className="text-center">
      <span className="sr-only">Recording time: {formatDurationWords(seconds)}</span>
      <time aria-hidden="true" dateTime={`PT${seconds}S`} className="figures block text-5xl font-semibold tabular-nums">
        {formatDuration(seconds)}
      </time>
    </p>
  );
}
