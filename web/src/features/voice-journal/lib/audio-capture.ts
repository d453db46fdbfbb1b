import captureWorkletUrl from './capture-worklet.ts?worker&url';
import { assembleWav } from './wav-assembly';

export type Capture = {
  /** The microphone's signal for the level meter. */
  analyser: AnalyserNode;
  /** Ends the microphone stream and returns the recording as a 16 kHz mono WAV. */
  stop: () => Promise<{ blob: Blob; seconds: number }>;
  /** Ends the microphone stream and drops what was captured (leaving the page, an error). */
  cancel: () => void;
};

type Options = {
  maxSeconds: number;
  /** Called once when the limit is reached; the owner then calls `stop()`. */
  onLimit: () => void;
  /** Called when the microphone goes away mid-recording (unplugged, permission revoked). */
  onEnded: () => void;
};

type Sink = { flush: () => Promise<void>; disconnect: () => void };

/** An AudioWorklet where there is one; ScriptProcessorNode (deprecated, but everywhere) otherwise. */
async function connectSink(
  context: AudioContext,
  source: MediaStreamAudioSourceNode,
  onSamples: (samples: Float32Array) => void,
): Promise<Sink> {
  if (context.audioWorklet) {
    await context.audioWorklet.addModule(captureWorkletUrl);
    const node = new AudioWorkletNode(context, 'voice-capture', { channelCount: 1, channelCountMode: 'explicit', numberOfOutputs: 1 });
    let finish: (() => void) | null = null;
    node.port.onmessage = (event: MessageEvent<{ samples: Float32Array; isLast: boolean }>) => {
      onSamples(event.data.samples);
      if (event.data.isLast) finish?.();
    };
    source.connect(node);
    // Connected to the output (which stays silent) so the browser keeps pulling audio through it.
    node.connect(context.destination);
    return {
      flush: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
          node.port.postMessage('flush');
          setTimeout(resolve, 500); // a suspended context never answers: keep what arrived
        }),
      disconnect: () => {
        node.port.onmessage = null;
        node.disconnect();
      },
    };
  }
  const node = context.createScriptProcessor(4096, 1, 1);
  node.onaudioprocess = (event) => onSamples(event.inputBuffer.getChannelData(0).slice());
  source.connect(node);
  node.connect(context.destination);
  return {
    flush: async () => {},
    disconnect: () => {
      node.onaudioprocess = null;
      node.disconnect();
    },
  };
}

/**
 * Asks for the microphone and starts capturing. Rejects (with the browser's error) when it is
 * refused or missing; nothing is left running then.
 */
export async function startCapture({ maxSeconds, onLimit, onEnded }: Options): Promise<Capture> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser cannot record audio here.');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const context = new AudioContext();
  const chunks: Float32Array[] = [];
  let frames = 0;
  let isOver = false;
  let sink: Sink | null = null;

  // Stopping every track is what turns the browser's recording indicator off.
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
    sink?.disconnect();
    void context.close().catch(() => {});
  };

  try {
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    source.connect(analyser);
    const maxFrames = maxSeconds * context.sampleRate;
    sink = await connectSink(context, source, (samples) => {
      if (isOver) return;
      chunks.push(samples);
      frames += samples.length;
      if (frames >= maxFrames) {
        isOver = true;
        onLimit();
      }
    });
    if (context.state === 'suspended') await context.resume();
    for (const track of stream.getAudioTracks()) track.addEventListener('ended', onEnded, { once: true });

    return {
      analyser,
      stop: async () => {
        await sink?.flush();
        isOver = true;
        const rate = context.sampleRate;
        release();
        const { wav, seconds } = assembleWav(chunks, rate, maxSeconds);
        return { blob: new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' }), seconds };
      },
      cancel: () => {
        isOver = true;
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
