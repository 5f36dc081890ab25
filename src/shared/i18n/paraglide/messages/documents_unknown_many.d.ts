/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file may or may not have been uploaded" |
* | * | "{shown} files may or may not have been uploaded" |
*
* @param {Documents_Unknown_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_many: ((inputs: Documents_Unknown_ManyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_ManyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Unknown_ManyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
