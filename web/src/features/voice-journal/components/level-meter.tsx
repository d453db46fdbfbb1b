import { useEffect, useRef } from 'react';
import { levelPercent } from '../lib/audio-level';

/** How often the meter's value is written for assistive technology (the bar itself moves every frame). */
const VALUE_EVERY_MS = 250;

/**
 * A bar that follows the microphone's loudness, so people see that it hears them. It is a
 * `meter` with a name: read when reached, never announced on its own.
 */
export function LevelMeter({ analyser }: { analyser: AnalyserNode }) {
  const meterRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let lastValueAt = 0;
    const draw = (now: number) => {
      analyser.getFloatTimeDomainData(samples);
      const level = levelPercent(samples);
      if (barRef.current) barRef.current.style.transform = `scaleX(${level / 100})`;
      if (meterRef.current && now - lastValueAt >= VALUE_EVERY_MS) {
        meterRef.current.setAttribute('aria-valuenow', String(level));
        meterRef.current.setAttribute('aria-valuetext', `${level}%`);
        lastValueAt = now;
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [analyser]);

  return (
    <div className="w-full max-w-xs space-y-1">
      <p id="voice-level-label" className="text-sm text-muted-foreground">
        Microphone level
      </p>
      <div
        ref={meterRef}
        role="meter"
        aria-labelledby="voice-level-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-muted ring-1 ring-input-border"
      >
        <div ref={barRef} className="h-full origin-left scale-x-0 bg-status-good" />
      </div>
    </div>
  );
}
