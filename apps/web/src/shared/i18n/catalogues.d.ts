/** One language's catalogue, served by `vite.messages.ts`. */
declare module 'virtual:cppcc-messages/*' {
  const texts: Record<string, string>;
  export default texts;
}

/** One language's core texts (namespaces `common` and `messages`), served by `vite.messages.ts`. */
declare module 'virtual:cppcc-core/*' {
  const texts: { common: Record<string, string>; messages: Record<string, string> };
  export default texts;
}
