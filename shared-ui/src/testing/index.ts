// What other packages' unit tests use from shared-ui (`@qrguard/shared-ui/testing`), kept out of
// the main entry so that the pages never load it (createInlineBuilder pulls in xlsx).
export { setViewportWidth } from './viewport';
export { createInlineBuilder } from '../export/inlineBuilder';
