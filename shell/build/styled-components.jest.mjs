// Jest loads styled-components' CommonJS build, whose default export sits one level deeper
// than under the bundler; this module gives tests the same shape the bundle has.
import styledComponents from '../../node_modules/styled-components/dist/styled-components.browser.cjs.js';

export * from '../../node_modules/styled-components/dist/styled-components.browser.cjs.js';
export default styledComponents.default;
