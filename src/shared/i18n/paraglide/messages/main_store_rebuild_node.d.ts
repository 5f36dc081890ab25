/**
* | output |
* | --- |
* | "Run `npm rebuild better-sqlite3` (or `npm run rebuild:node`) to rebuild it for Node, then start again." |
*
* @param {Main_Store_Rebuild_NodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_rebuild_node: ((inputs?: Main_Store_Rebuild_NodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Rebuild_NodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Rebuild_NodeInputs = {};
