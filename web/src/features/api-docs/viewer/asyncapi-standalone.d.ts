// The AsyncAPI component's standalone (UMD) bundle ships no type declarations.
declare module '@asyncapi/react-component/browser/standalone/index.js' {
  const AsyncApiStandalone: {
    render(props: { schema: string; config?: Record<string, unknown> }, element: Element): void;
  };
  export default AsyncApiStandalone;
}
