/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file ready: check the document each goes to, then upload." |
* | * | "{shown} files ready: check the document each goes to, then upload." |
*
* @param {Documents_Ready_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_ready_announce: ((inputs: Documents_Ready_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Ready_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Ready_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
