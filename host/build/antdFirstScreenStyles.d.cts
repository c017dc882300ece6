// Types of antdFirstScreenStyles.cjs (plain CommonJS: the host's webpack config and a child
// process run it as it is), for its test.
export declare const FIRST_SCREEN_COMPONENTS: readonly string[];
export declare function extractFirstScreenStyles(components?: readonly string[]): string;
export declare function withoutCssVariableBlocks(css: string): string;
export declare function writeFirstScreenStyles(mode: string, file: string): string;
