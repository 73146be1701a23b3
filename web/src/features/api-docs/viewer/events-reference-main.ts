// The AsyncAPI React component renders contracts/asyncapi.yaml in a document of its own: its parser
// compiles JSON Schemas with `new Function`, which the app's content security policy forbids. Only
// this document (events-reference.html) is served with 'unsafe-eval'; /docs shows it in an iframe.
// The standalone bundle carries the browser builds of the parser's Node dependencies.
import AsyncApiStandalone from '@asyncapi/react-component/browser/standalone/index.js';
import '@asyncapi/react-component/styles/default.min.css';
import './events-reference.css';
import spec from '@pintar/contracts/asyncapi.yaml?raw';

const root = document.getElementById('root');
if (root) {
  root.removeAttribute('role');
  AsyncApiStandalone.render({ schema: spec, config: { show: { sidebar: false, errors: true } } }, root);
}
