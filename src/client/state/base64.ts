// Bytes as text, for what travels or is kept where only text goes (localStorage, the tab channel's
// storage fallback). The platform's Uint8Array.toBase64 is too new for the browsers a room brings.

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The bytes, or null when `text` is not base64. */
export function fromBase64(text: string): Uint8Array | null {
  let raw: string;
  try {
    raw = atob(text);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
