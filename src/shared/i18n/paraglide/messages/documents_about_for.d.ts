/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Documents_About_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_about_for: ((inputs: Documents_About_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_About_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_About_ForInputs = {
    name: NonNullable<unknown>;
};
