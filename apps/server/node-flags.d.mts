/** See node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: string[];
export declare function serverArguments(): string[];
