// Runs on the audio rendering thread (AudioWorkletGlobalScope), built by Vite as its own
// same-origin script so the page's `script-src 'self'` allows it. It copies the microphone's
// samples (mixed to one channel by the node's options) to the page in blocks of about 40 ms.

declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

const BLOCK_FRAMES = 2048;

class CaptureProcessor extends AudioWorkletProcessor {
  private block = new Float32Array(BLOCK_FRAMES);
  private filled = 0;

  constructor() {
    super();
    // 'flush' asks for what is left of the last block; the answer ends the recording.
    this.port.onmessage = () => {
      this.port.postMessage({ samples: this.block.slice(0, this.filled), isLast: true });
      this.filled = 0;
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    let read = 0;
    while (read < channel.length) {
      const count = Math.min(channel.length - read, BLOCK_FRAMES - this.filled);
      this.block.set(channel.subarray(read, read + count), this.filled);
      this.filled += count;
      read += count;
      if (this.filled === BLOCK_FRAMES) {
        const full = this.block;
        this.block = new Float32Array(BLOCK_FRAMES);
        this.filled = 0;
        this.port.postMessage({ samples: full, isLast: false }, [full.buffer]);
      }
    }
    return true;
  }
}

registerProcessor('voice-capture', CaptureProcessor);
