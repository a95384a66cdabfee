interface NodeBufferLike {
  from(buffer: ArrayBufferLike, offset: number, length: number): { toString(encoding: 'latin1'): string };
}

const nodeBuffer = (globalThis as { Buffer?: NodeBufferLike }).Buffer;
const fallback = new TextDecoder('windows-1252');

/**
 * Text of bytes known to be ASCII. On Node it uses Buffer's latin1 path, which yields compact
 * one-byte heap strings (Node's TextDecoder returns two-byte external strings, twice the memory);
 * elsewhere a TextDecoder.
 *
 * @example
 * decodeAscii(new Uint8Array([0x61, 0x2c, 0x62])); // 'a,b'
 */
export function decodeAscii(bytes: Uint8Array): string {
  if (nodeBuffer) return nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return fallback.decode(bytes);
}
