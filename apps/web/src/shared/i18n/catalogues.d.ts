/** One language's catalogue, served by `vite.messages.ts`. */
declare module 'virtual:cppcc-messages/*' {
  const texts: Record<string, string>;
  export default texts;
}
