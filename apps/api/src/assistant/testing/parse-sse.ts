/** Parses a whole server-sent-events body into its events (tests of the streaming chat). */
export function parseSse(text: string): { event: string; data: unknown }[] {
  return text
    .split(/\n\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
