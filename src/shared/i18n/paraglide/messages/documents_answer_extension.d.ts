/**
* | output |
* | --- |
* | "The service does not accept .{extension} files; it accepts {accepted}" |
*
* @param {Documents_Answer_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_extension: ((inputs: Documents_Answer_ExtensionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Answer_ExtensionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Answer_ExtensionInputs = {
    extension: NonNullable<unknown>;
    accepted: NonNullable<unknown>;
};
