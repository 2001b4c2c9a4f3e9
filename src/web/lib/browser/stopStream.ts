/**
 * Ends every track of a camera, microphone or canvas stream: the device's light goes off and the
 * browser stops showing it as in use. Safe to call twice and with no stream.
 */
export function stopStream(stream: Pick<MediaStream, 'getTracks'> | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
