// Counts in words for main's messages and the UI alike: "1 line", "2 lines", never "1 lines".

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
