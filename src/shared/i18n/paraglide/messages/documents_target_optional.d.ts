/**
* | output |
* | --- |
* | "{name} (optional)" |
*
* @param {Documents_Target_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_optional: ((inputs: Documents_Target_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Target_OptionalInputs = {
    name: NonNullable<unknown>;
};
